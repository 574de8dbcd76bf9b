// One server copy for the multi-process tests (testing/copies.ts): the app from the environment's
// configuration, like `npm start`, on the port the system picks (PORT=0). Without CHAIN_RPC_URL it
// runs without a chain (the multi-copy tests need none); with it, on that node (a test's anvil),
// its indexer following the deployment DEPLOYMENT_FILE records, as serve.ts does on an external
// chain. Prints {"port": N} once listening; SIGTERM closes it cleanly.
import type { AddressInfo } from 'node:net'
import { pino } from 'pino'
import { buildApp } from '../app.ts'
import { startChain } from '../platform/chain/chain.ts'
import { loadConfig } from '../platform/config/config.ts'
import { loggerOptions } from '../platform/logger.ts'

const config = loadConfig(process.env)
const chain = config.chain.rpcUrl ? await startChain(config, pino(loggerOptions(config.logLevel))) : undefined
const app = await buildApp(config, { chain })
await app.listen({ port: 0, host: '127.0.0.1' })
process.stdout.write(`${JSON.stringify({ port: (app.server.address() as AddressInfo).port })}\n`)
process.once('SIGTERM', () => {
  app.close().then(
    () => process.exit(0),
    () => process.exit(1),
  )
})
