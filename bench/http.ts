// HTTP benchmark: requests/s and latency of the SSR home page and open API calls, beside a bare
// Fastify route measured in the same run. Prints figures; asserts nothing.
import { startPlatform } from '../e2e/support/platform.ts'
import { startBareFastify } from './bare-fastify-process.ts'
import { BESIDE_NOTE, load, printTable, type Scheme, signedBeside, unsignedBeside } from './load.ts'

const platform = await startPlatform({ LOG_LEVEL: 'error', RATE_LIMIT_PER_MINUTE: '100000000' })
try {
  const api = `${platform.url}/api/accountservice`
  // The keys answer is 2.7 KB where the bare route answers 60 bytes: the bare process also serves
  // those bytes, so the unsigned call can be set against the same bytes on the wire.
  const keysBody = await (await fetch(`${api}/open/platform/keys`)).text()
  const bareServer = await startBareFastify(keysBody)
  try {
    const bare = await load(bareServer)
    const share = (result: { requests: { average: number } }) =>
      result.requests.average / bare.requests.average
    // Every other call carries a fresh signature the server must open: sealed in an X25519
    // session as browsers send it, sealed with X25519 alone, and the RSA-OAEP one of older clients.
    const signed = async (scheme: Scheme) => {
      const { result, share, cpuShare } = await signedBeside(platform, bareServer, scheme)
      return [result, share, cpuShare] as const
    }
    // The key endpoint is the one API call without a signature header: the framework's own cost.
    const unsigned = await unsignedBeside(platform, bareServer)
    const ssr = await load({ url: `${platform.url}/`, pid: platform.pid })
    printTable([
      ['bare Fastify route', bare, 1, 1],
      [
        'open API call: GET open/platform/keys (against bare Fastify answering its 2.7 KB)',
        unsigned.result,
        unsigned.share,
        unsigned.cpuShare,
      ],
      ['open API call (signed, X25519 session): GET open/android/url', ...(await signed('session'))],
      ['open API call (signed, X25519): GET open/android/url', ...(await signed('sealed'))],
      ['open API call (signed, RSA): GET open/android/url', ...(await signed('rsa'))],
      ['SSR home page: GET /', ssr, share(ssr)],
    ])
    console.log(`\n${BESIDE_NOTE}`)
  } finally {
    bareServer.stop()
  }
} finally {
  await platform.stop()
}
