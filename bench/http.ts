// HTTP benchmark: requests/s and latency of the SSR home page and open API calls, beside a bare
// Fastify route measured in the same run. Prints figures; asserts nothing.
import { startPlatform } from '../e2e/support/platform.ts'
import { startBareFastify } from './bare-fastify-process.ts'
import { load, printTable, signerFor } from './load.ts'

const platform = await startPlatform({ LOG_LEVEL: 'error', RATE_LIMIT_PER_MINUTE: '100000000' })
const bareServer = await startBareFastify()
try {
  const api = `${platform.url}/api/accountservice`
  const bare = await load(bareServer.url)
  printTable(
    [
      ['bare Fastify route', bare],
      // The key endpoint is the one API call without a signature header: the framework's own cost.
      ['open API call: GET open/platform/keys', await load(`${api}/open/platform/keys`)],
      // Every other call carries a fresh RSA-OAEP signature the server must decrypt.
      [
        'open API call (signed): GET open/android/url',
        await load(`${api}/open/android/url`, { headers: await signerFor(platform.url) }),
      ],
      ['SSR home page: GET /', await load(`${platform.url}/`)],
    ],
    bare,
  )
} finally {
  bareServer.stop()
  await platform.stop()
}
