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

type LoadOptions = { headers?: () => Record<string, string>; body?: string }

/** Load on one URL; `headers` is called for every request, so each can carry its own signature. */
export async function load(url: string, options: LoadOptions = {}) {
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

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)

/** The line under a table of loadBeside's shares, saying how they were measured. */
export const BESIDE_NOTE = `API calls: the median of ${ROUNDS} alternating rounds, each set against bare Fastify run just before it.`

/** A load and its requests/s as a share of a bare route's, measured beside it. */
export type Beside = { result: Result; share: number }

/**
 * `url` under load, set against a bare route in alternating rounds: each round's share is taken
 * against the bare run just before it, and the median round is kept. On this 2-core machine two
 * runs of the same bare route a minute apart differ by up to a fifth, so a share of runs made far
 * apart measured the machine as much as the platform. `options` is made afresh for each round (a
 * new stock of signed headers).
 */
export async function loadBeside(
  bareUrl: string,
  url: string,
  options: () => Promise<LoadOptions> = async () => ({}),
): Promise<Beside> {
  const rounds: Beside[] = []
  for (let round = 0; round < ROUNDS; round++) {
    const bare = await load(bareUrl)
    const result = await load(url, await options())
    rounds.push({ result, share: result.requests.average / bare.requests.average })
  }
  rounds.sort((a, b) => a.share - b.share)
  const median = rounds[Math.floor(rounds.length / 2)]
  if (!median) throw new Error('BENCH_ROUNDS must be at least 1')
  return median
}

/** A signed open call of `platformUrl` set against the bare route: a fresh stock of headers a run. */
export function signedBeside(platformUrl: string, bareUrl: string, scheme: Scheme): Promise<Beside> {
  return loadBeside(bareUrl, `${platformUrl}/api/accountservice/open/android/url`, async () => ({
    headers: await signerFor(platformUrl, undefined, scheme),
  }))
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
  const stock = Array.from({ length: presigned(scheme) }, () => sign())
  return () => ({ ...extra(), ...(stock.pop() ?? sign()) })
}

/**
 * Headers signed ahead: more than a run and its warm-up use, within the 5-minute window. A session
 * header costs microseconds and the server takes over 10,000 a second; a sealed or RSA one costs
 * the client up to 150 µs to make and the server under 8,000 a second.
 */
const presigned = (scheme: Scheme) => (scheme === 'session' ? 20_000 : 8_000) * (WARMUP_S + DURATION_S)

/**
 * Prints rows as a Markdown table. A row's third value is its requests/s as a share of bare
 * Fastify's; the column appears when any row has one.
 */
export function printTable(rows: [string, Result, number?][]): void {
  const shares = rows.some(([, , share]) => share !== undefined)
  console.log(
    `\n${CONNECTIONS} connections, ${DURATION_S} s each after ${WARMUP_S} s of warm-up, on ${process.platform} ${process.arch}`,
  )
  console.log(`| target | req/s | p50 ms | p99 ms | non-2xx |${shares ? ' vs bare Fastify |' : ''}`)
  console.log(`|---|---:|---:|---:|---:|${shares ? '---:|' : ''}`)
  for (const [name, r, share] of rows) {
    const column = shares ? ` ${share === undefined ? '—' : `${(share * 100).toFixed(1)}%`} |` : ''
    console.log(
      `| ${name} | ${r.requests.average.toFixed(0)} | ${r.latency.p50} | ${r.latency.p99} | ${r.non2xx} |${column}`,
    )
  }
}
