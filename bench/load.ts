// What the HTTP benchmarks share: one autocannon run, the per-request signature header, the table.
import { constants, publicEncrypt } from 'node:crypto'
import autocannon, { type Result } from 'autocannon'

export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50)
export const DURATION_S = Number(process.env.BENCH_DURATION ?? 10)

/** Load on one URL; `headers` is called for every request, so each can carry its own signature. */
export function load(url: string, options: { headers?: () => Record<string, string>; body?: string } = {}) {
  const { headers, body } = options
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    method: body ? 'POST' : 'GET',
    requests: headers
      ? [{ body, setupRequest: (req) => ({ ...req, headers: { ...req.headers, ...headers() } }) }]
      : undefined,
  })
}

/** A fresh signature header per request, as a real client sends (the server rejects replays). */
export function signer(publicKeyPem: string, extra: () => Record<string, string> = () => ({})) {
  return (): Record<string, string> => ({
    ...extra(),
    os: 'web',
    version: '1.0.0',
    signature: publicEncrypt(
      { key: publicKeyPem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(`web|${Date.now()}|1.0.0`),
    ).toString('base64'),
  })
}

/**
 * The signer for one running platform, from the keys it publishes: what every bench calls, so a
 * platform that offers a cheaper scheme is measured with it, and an older one with the one it has.
 */
export async function signerFor(
  baseURL: string,
  extra: () => Record<string, string> = () => ({}),
): Promise<() => Record<string, string>> {
  return signer(await webPublicKey(baseURL), extra)
}

export async function webPublicKey(baseURL: string): Promise<string> {
  const res = await fetch(`${baseURL}/api/accountservice/open/platform/keys`)
  return ((await res.json()) as { data: { web: string } }).data.web
}

/** Prints rows as a Markdown table; `baseline` adds each row's share of the baseline's req/s. */
export function printTable(rows: [string, Result][], baseline?: Result): void {
  console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s each, on ${process.platform} ${process.arch}`)
  console.log(`| target | req/s | p50 ms | p99 ms | non-2xx |${baseline ? ' vs bare Fastify |' : ''}`)
  console.log(`|---|---:|---:|---:|---:|${baseline ? '---:|' : ''}`)
  for (const [name, r] of rows) {
    const share = baseline ? ` ${((r.requests.average / baseline.requests.average) * 100).toFixed(1)}% |` : ''
    console.log(
      `| ${name} | ${r.requests.average.toFixed(0)} | ${r.latency.p50} | ${r.latency.p99} | ${r.non2xx} |${share}`,
    )
  }
}
