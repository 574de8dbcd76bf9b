// What the HTTP benchmarks share: one autocannon run, the per-request signature header, the table.
import { createPublicKey } from 'node:crypto'
import { readFileSync } from 'node:fs'
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

/** A process under load: where to send requests, and its pid to read its CPU time. */
export type Served = { url: string; pid: number }

/** A load's figures, and the server's CPU time per request when the system tells it. */
export type Measured = Result & { cpuPerRequestUs?: number }

/**
 * A process's CPU time so far in µs, all its threads (GC helpers included), from /proc: undefined
 * where there is none. The kernel counts it in ticks of 1/100 s (USER_HZ).
 */
function cpuTimeUs(pid: number): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
    return (Number(fields[11]) + Number(fields[12])) * 10_000
  } catch {
    return undefined
  }
}

/**
 * Load on one URL; `headers` is called for every request, so each can carry its own signature.
 * Given the server's pid, also its CPU time per request over the measured run: the load generator
 * shares this machine's cores, so requests/s also measure how much of them it leaves the server,
 * and CPU per request does not.
 */
export async function load(target: string | Served, options: LoadOptions = {}): Promise<Measured> {
  const { url, pid } = typeof target === 'string' ? { url: target, pid: undefined } : target
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
  const cpuBefore = pid === undefined ? undefined : cpuTimeUs(pid)
  const result = await run(DURATION_S)
  const cpuAfter = pid === undefined ? undefined : cpuTimeUs(pid)
  const served = result.requests.total
  return {
    ...result,
    cpuPerRequestUs:
      cpuBefore === undefined || cpuAfter === undefined || served === 0
        ? undefined
        : (cpuAfter - cpuBefore) / served,
  }
}

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)

/** The line under a table of loadBeside's shares, saying how they were measured. */
export const BESIDE_NOTE = `API calls: the median of ${ROUNDS} alternating rounds, each set against bare Fastify run just before it. By server CPU: bare Fastify's CPU time per request (all threads, from /proc) as a share of the call's, in the same round.`

/**
 * A load, its requests/s as a share of a bare route's measured beside it, and, where the system
 * tells the servers' CPU time, bare Fastify's CPU per request as a share of the call's: the share
 * of bare Fastify's rate the call would reach on a core of its own.
 */
export type Beside = { result: Measured; share: number; cpuShare?: number }

/**
 * `call` under load, set against a bare route in alternating rounds: each round's share is taken
 * against the bare run just before it, and the median round is kept. On this 2-core machine two
 * runs of the same bare route a minute apart differ by up to a fifth, so a share of runs made far
 * apart measured the machine as much as the platform. `options` is made afresh for each round (a
 * new stock of signed headers).
 */
export async function loadBeside(
  bare: Served,
  call: Served,
  options: () => Promise<LoadOptions> = async () => ({}),
): Promise<Beside> {
  const rounds: Beside[] = []
  for (let round = 0; round < ROUNDS; round++) {
    const base = await load(bare)
    const result = await load(call, await options())
    const cpuShare =
      base.cpuPerRequestUs && result.cpuPerRequestUs
        ? base.cpuPerRequestUs / result.cpuPerRequestUs
        : undefined
    rounds.push({ result, share: result.requests.average / base.requests.average, cpuShare })
  }
  rounds.sort((a, b) => a.share - b.share)
  const median = rounds[Math.floor(rounds.length / 2)]
  if (!median) throw new Error('BENCH_ROUNDS must be at least 1')
  return median
}

/**
 * The unsigned key call of `platform` (open/platform/keys, the one call without a signature
 * header) against bare Fastify answering the same 2.7 KB: on loopback the kernel's copy of those
 * bytes is most of a request's cost, so this leaves the platform's own overhead.
 */
export function unsignedBeside(platform: Served, bare: Served & { keysUrl?: string }): Promise<Beside> {
  const url = `${platform.url}/api/accountservice/open/platform/keys`
  return loadBeside({ url: bare.keysUrl ?? bare.url, pid: bare.pid }, { url, pid: platform.pid })
}

/** A signed open call of `platform` set against the bare route: a fresh stock of headers a run. */
export function signedBeside(platform: Served, bare: Served, scheme: Scheme): Promise<Beside> {
  const url = `${platform.url}/api/accountservice/open/android/url`
  return loadBeside(bare, { url, pid: platform.pid }, async () => ({
    headers: await signerFor(platform.url, undefined, scheme),
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

/** A share as the tables print it; '—' where there is none. */
export const percent = (share: number | undefined) =>
  share === undefined ? '—' : `${(share * 100).toFixed(1)} %`

/**
 * Prints rows as a Markdown table. A row's third value is its requests/s as a share of bare
 * Fastify's, its fourth the same by server CPU per request; their columns appear when any row has one.
 */
export function printTable(rows: [string, Measured, number?, number?][]): void {
  const shares = rows.some(([, , share]) => share !== undefined)
  console.log(
    `\n${CONNECTIONS} connections, ${DURATION_S} s each after ${WARMUP_S} s of warm-up, on ${process.platform} ${process.arch}`,
  )
  console.log(
    `| target | req/s | p50 ms | p99 ms | non-2xx | server CPU µs/req |${shares ? ' vs bare Fastify | by server CPU |' : ''}`,
  )
  console.log(`|---|---:|---:|---:|---:|---:|${shares ? '---:|---:|' : ''}`)
  for (const [name, r, share, cpuShare] of rows) {
    const columns = shares ? ` ${percent(share)} | ${percent(cpuShare)} |` : ''
    console.log(
      `| ${name} | ${r.requests.average.toFixed(0)} | ${r.latency.p50} | ${r.latency.p99} | ${r.non2xx} | ${r.cpuPerRequestUs?.toFixed(1) ?? '—'} |${columns}`,
    )
  }
}
