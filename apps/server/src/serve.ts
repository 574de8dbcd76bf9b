import { pino } from 'pino'
import { startChain } from './platform/chain/chain.ts'
import { ConfigError, loadConfig } from './platform/config/config.ts'
import { loggerOptions } from './platform/logger.ts'

/** In-flight requests get this long to finish after SIGINT/SIGTERM before the process gives up. */
const SHUTDOWN_GRACE_MS = 10_000

/**
 * The whole platform in this process: configuration from the environment, the chain, the app
 * listening, and a graceful stop on SIGINT/SIGTERM. Pages come from the web app's build
 * (`npm start`, main.ts) or from its sources through Vite with HMR (`npm run dev`, dev.ts).
 */
export async function serve(web: 'build' | 'sources'): Promise<void> {
  const config = (() => {
    try {
      return loadConfig(process.env)
    } catch (error) {
      // A wrong variable is the operator's to fix: say which, without a stack trace.
      if (!(error instanceof ConfigError)) throw error
      console.error(error.message)
      process.exit(1)
    }
  })()
  // React and React Router pick their builds from NODE_ENV when first imported. Built pages are
  // always served with the optimised ones (no development warnings or stack traces reach visitors);
  // pages from the sources with the development ones, as Vite gives the browser. Whether development
  // pages such as /dev/mailbox exist was decided above, by config.production.
  process.env.NODE_ENV = web === 'sources' ? 'development' : 'production'
  const { buildApp } = await import('./app.ts')
  // The embedded anvil (or the external node) first: the app's indexer and routes need it.
  const chain = await startChain(config, pino(loggerOptions(config.logLevel)))
  const app = await buildApp({ ...config, webDev: web === 'sources' }, { chain }).catch(
    async (error: unknown) => {
      await chain.stop()
      throw error
    },
  )
  await app.listen({ port: config.port, host: config.host })

  let stopping = false
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      if (stopping) return
      stopping = true
      app.log.info({ signal }, 'shutting down: finishing in-flight requests')
      setTimeout(() => {
        app.log.error('requests still running after the grace period: exiting')
        process.exit(1)
      }, SHUTDOWN_GRACE_MS).unref()
      // close() stops accepting connections, answers new requests on open ones with 503,
      // waits for the requests in flight, then runs onClose hooks (database, Redis).
      // Then the chain: anvil writes its state as it exits, after the indexer has stopped.
      app
        .close()
        .then(() => chain.stop())
        .then(
          () => process.exit(0),
          (error: unknown) => {
            app.log.error({ err: error }, 'shutdown failed')
            process.exit(1)
          },
        )
    })
  }
}
