// What the HTTP benchmarks share: one autocannon run, the per-request signature header, the table.
import { createPublicKey } from 'node:crypto'
import { sessionSigner, signedHeaders } from '@kid/server/platform/signature/testing'
import type { PublishedKeys } from '@kid/shared/signature'
import autocannon, { type Result } from 'autocannon'

export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50)
export const DURATION_S = Number(process.env.BENCH_DURATION ?? 10)

/**
 * Seconds of the same load before the measured one, thrown away: the first seconds of a route
 * measure V8 compiling its code, and the bare route, measured first, would be compared warm
 * against routes measured cold.
 */
const WARMUP_S = Number(process.env.BENCH_WARMUP ?? 2)

/** Load on one URL; `headers` is called for every request, so each can carry its own signature. */
export async function load(
  url: string,
  options: { headers?: () => Record<string, string>; body?: string } = {},
) {
  const { headers, body } = options
  const run = (duration: number) =>
    autocannon({
      url,
      connections: CONNECTIONS,
      duration,
      method: body ? 'POST' : 'GET',
      requests: headers
        ? [{ body, setupRequest: (req) => ({ ...req, headers: { ...req.headers, ...headers() } }) }]
        : undefined,
    })
  if (WARMUP_S > 0) await run(WARMUP_S)
  return run(DURATION_S)
}

/** 'session': what browsers send (one X25519 agreement per session); 'sealed': one per header. */
export type Scheme = 'session' | 'sealed' | 'rsa'

/**
 * The signer for one running platform, from the keys it publishes: a fresh header per request,
 * as a real client sends (the server rejects replays). An X25519 scheme on a platform that does
 * not publish that key falls back to RSA, so an older platform is measured with what it has.
 */
export async function signerFor(
  baseURL: string,
  extra: () => Record<string, string> = () => ({}),
  scheme: Scheme = 'session',
): Promise<() => Record<string, string>> {
  const res = await fetch(`${baseURL}/api/accountservice/open/platform/keys`)
  const keys = ((await res.json()) as { data: PublishedKeys }).data
  const x25519 = scheme !== 'rsa' ? keys.x25519?.web : undefined
  const key = createPublicKey(x25519 ?? keys.web)
  const sign = x25519 && scheme === 'session' ? sessionSigner(key, 'web') : () => signedHeaders(key, 'web')
  // Signed before the run: sealing costs the client up to 150 µs a header (RSA 30), and a load
  // generator that signs inside each request measures itself, not the server. Live signing takes
  // over if the server outruns the stock.
  const stock = Array.from({ length: PRESIGNED }, () => sign())
  return () => ({ ...extra(), ...(stock.pop() ?? sign()) })
}

/**
 * Headers signed ahead: more than a run and its warm-up at 8,000 requests/s use, within the
 * 5-minute window.
 */
const PRESIGNED = 8_000 * (WARMUP_S + DURATION_S)

/** Prints rows as a Markdown table; `baseline` adds each row's share of the baseline's req/s. */
export function printTable(rows: [string, Result][], baseline?: Result): void {
  console.log(
    `\n${CONNECTIONS} connections, ${DURATION_S} s each after ${WARMUP_S} s of warm-up, on ${process.platform} ${process.arch}`,
  )
  console.log(`| target | req/s | p50 ms | p99 ms | non-2xx |${baseline ? ' vs bare Fastify |' : ''}`)
  console.log(`|---|---:|---:|---:|---:|${baseline ? '---:|' : ''}`)
  for (const [name, r] of rows) {
    const share = baseline ? ` ${((r.requests.average / baseline.requests.average) * 100).toFixed(1)}% |` : ''
    console.log(
      `| ${name} | ${r.requests.average.toFixed(0)} | ${r.latency.p50} | ${r.latency.p99} | ${r.non2xx} |${share}`,
    )
  }
}
