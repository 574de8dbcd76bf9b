// One server copy for the multi-copy tests (testing/copies.ts): the app from the environment's
// configuration, like `npm start`, but without a chain (none of those tests needs one) and on the
// port the system picks (PORT=0). Prints {"port": N} once listening; SIGTERM closes it cleanly.
import type { AddressInfo } from 'node:net'
import { buildApp } from '../app.ts'
import { loadConfig } from '../platform/config/config.ts'

const app = await buildApp(loadConfig(process.env))
await app.listen({ port: 0, host: '127.0.0.1' })
process.stdout.write(`${JSON.stringify({ port: (app.server.address() as AddressInfo).port })}\n`)
process.once('SIGTERM', () => {
  app.close().then(
    () => process.exit(0),
    () => process.exit(1),
  )
})
