// HTTP benchmark: requests/s and latency of the SSR home page and an open API call, beside a
// bare Fastify route measured in the same run. Prints figures; asserts nothing.
import { spawn } from 'node:child_process'
import { constants, publicEncrypt } from 'node:crypto'
import autocannon, { type Result } from 'autocannon'
import { freePort, startPlatform } from '../e2e/support/platform.ts'

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50)
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10)

type Row = { name: string; result: Result }

function run(url: string, headers?: () => Record<string, string>): Promise<Result> {
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    requests: headers
      ? [{ setupRequest: (req) => ({ ...req, headers: { ...req.headers, ...headers() } }) }]
      : undefined,
  })
}

async function startBareFastify(): Promise<{ url: string; stop: () => void }> {
  const port = await freePort()
  const child = spawn(process.execPath, [
    '--import',
    'tsx',
    new URL('./bare-fastify.ts', import.meta.url).pathname,
    String(port),
  ])
  await new Promise<void>((done, fail) => {
    child.stdout.once('data', () => done())
    child.once('exit', (code) => fail(new Error(`bare fastify exited ${code}`)))
  })
  return { url: `http://127.0.0.1:${port}/bare`, stop: () => child.kill() }
}

/** Fresh signature header per request, as a real client sends (the server rejects replays). */
function signer(publicKeyPem: string): () => Record<string, string> {
  return () => ({
    os: 'web',
    version: '1.0.0',
    signature: publicEncrypt(
      { key: publicKeyPem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(`web|${Date.now()}|1.0.0`),
    ).toString('base64'),
  })
}

function print(rows: Row[], bare: Result): void {
  console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s each, on ${process.platform} ${process.arch}`)
  console.log('| target | req/s | p50 ms | p99 ms | non-2xx | vs bare Fastify |')
  console.log('|---|---:|---:|---:|---:|---:|')
  for (const { name, result } of rows) {
    const ratio = ((result.requests.average / bare.requests.average) * 100).toFixed(1)
    console.log(
      `| ${name} | ${result.requests.average.toFixed(0)} | ${result.latency.p50} | ${result.latency.p99} | ${result.non2xx} | ${ratio}% |`,
    )
  }
}

const platform = await startPlatform({ LOG_LEVEL: 'error', RATE_LIMIT_PER_MINUTE: '100000000' })
const bareServer = await startBareFastify()
try {
  const keys = (await (await fetch(`${platform.url}/api/accountservice/open/platform/keys`)).json()) as {
    data: { web: string }
  }
  const bare = await run(bareServer.url)
  const rows: Row[] = [
    { name: 'bare Fastify route', result: bare },
    {
      // The key endpoint is the one API call without a signature header: the framework's own cost.
      name: 'open API call: GET open/platform/keys',
      result: await run(`${platform.url}/api/accountservice/open/platform/keys`),
    },
    {
      // Every other call carries a fresh RSA-OAEP signature the server must decrypt.
      name: 'open API call (signed): GET open/android/url',
      result: await run(`${platform.url}/api/accountservice/open/android/url`, signer(keys.data.web)),
    },
    { name: 'SSR home page: GET /', result: await run(`${platform.url}/`) },
  ]
  print(rows, bare)
} finally {
  bareServer.stop()
  await platform.stop()
}
