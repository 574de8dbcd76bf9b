// HTTP benchmark: requests/s and latency of the SSR home page and open API calls, beside a bare
// Fastify route measured in the same run. Prints figures; asserts nothing.
import type { Result } from 'autocannon'
import { startPlatform } from '../e2e/support/platform.ts'
import { startBareFastify } from './bare-fastify-process.ts'
import { load, printTable, signerFor } from './load.ts'

const platform = await startPlatform({ LOG_LEVEL: 'error', RATE_LIMIT_PER_MINUTE: '100000000' })
try {
  const api = `${platform.url}/api/accountservice`
  // The keys answer is 2.7 KB where the bare route answers 60 bytes: the bare process also serves
  // those bytes, so the unsigned call can be set against the same bytes on the wire.
  const keysBody = await (await fetch(`${api}/open/platform/keys`)).text()
  const bareServer = await startBareFastify(keysBody)
  try {
    const bare = await load(bareServer.url)
    const bareKeys = bareServer.keysUrl ? await load(bareServer.keysUrl) : undefined
    printTable(
      [
        ['bare Fastify route', bare],
        ...(bareKeys
          ? [['bare Fastify route, the keys answer (2.7 KB)', bareKeys] satisfies [string, Result]]
          : []),
        // The key endpoint is the one API call without a signature header: the framework's own cost.
        ['open API call: GET open/platform/keys', await load(`${api}/open/platform/keys`)],
        // Every other call carries a fresh signature the server must open: sealed in an X25519
        // session as browsers send it, sealed with X25519 alone, and the RSA-OAEP one of older clients.
        [
          'open API call (signed, X25519 session): GET open/android/url',
          await load(`${api}/open/android/url`, { headers: await signerFor(platform.url) }),
        ],
        [
          'open API call (signed, X25519): GET open/android/url',
          await load(`${api}/open/android/url`, {
            headers: await signerFor(platform.url, undefined, 'sealed'),
          }),
        ],
        [
          'open API call (signed, RSA): GET open/android/url',
          await load(`${api}/open/android/url`, { headers: await signerFor(platform.url, undefined, 'rsa') }),
        ],
        ['SSR home page: GET /', await load(`${platform.url}/`)],
      ],
      bare,
    )
  } finally {
    bareServer.stop()
  }
} finally {
  await platform.stop()
}
