// `npm run bench`: the same measures on a baseline commit (BENCH_BASELINE, default: main before
// issue #11) and on this checkout, one platform at a time, printed side by side.
//   - first-load JavaScript per route, from each build's manifest (apps/web/weight);
//   - SSR requests/s and p99 of /, /marketplace and an item page at 10 connections;
//   - an unsigned and signed API calls, each set against bare Fastify in alternating rounds.
import { join } from 'node:path'
import { budgetOf, KB } from '../apps/web/weight/budgets.ts'
import { routeWeights } from '../apps/web/weight/route-weight.ts'
import { startPlatform } from '../e2e/support/platform.ts'
import { startBareFastify } from './bare-fastify-process.ts'
import { baselineTree, repoRoot } from './baseline.ts'
import { firstItemPath } from './demo-item.ts'
import { LIGHTHOUSE_HEADER, type LighthouseRow, lighthouseLine, lighthouseRows } from './lighthouse-run.ts'
import {
  BESIDE_NOTE,
  type Beside,
  load,
  type Measured,
  percent,
  type Scheme,
  signedBeside,
  unsignedBeside,
} from './load.ts'

const BASELINE = process.env.BENCH_BASELINE ?? '0bdc357'
const UNSIGNED = 'unsigned API: GET open/platform/keys (against bare Fastify answering its 2.7 KB)'
const KEY_ROUTES = ['routes/general/home', 'routes/market/marketplace', 'routes/market/nftdetails']

type Figures = {
  weights: Map<string, { path: string; gzip: number }>
  loads: Map<string, Measured>
  /** The API calls' requests/s as a share of bare Fastify's, measured beside it (loadBeside). */
  shares: Map<string, number>
  /** The same by server CPU per request (loadBeside's cpuShare). */
  cpuShares: Map<string, number>
  lighthouse: LighthouseRow[]
}

async function measure(root: string): Promise<Figures> {
  const weights = new Map(
    routeWeights(join(root, 'apps/web/build/client')).map((w) => [w.id, { path: w.path, gzip: w.gzip }]),
  )
  const platform = await startPlatform(
    { LOG_LEVEL: 'error', RATE_LIMIT_PER_MINUTE: '100000000', DEMO_DATA: '1' },
    { root },
  )
  const keysBody = await (await fetch(`${platform.url}/api/accountservice/open/platform/keys`)).text()
  const bare = await startBareFastify(keysBody)
  const loads = new Map<string, Measured>()
  const shares = new Map<string, number>()
  const cpuShares = new Map<string, number>()
  let lighthouse: LighthouseRow[] = []
  try {
    const item = await firstItemPath(platform.url)
    lighthouse = await lighthouseRows(platform.url, ['/', '/marketplace', item])
    loads.set('bare Fastify route', await load(bare))
    const beside = (name: string, { result, share, cpuShare }: Beside) => {
      loads.set(name, result)
      shares.set(name, share)
      if (cpuShare !== undefined) cpuShares.set(name, cpuShare)
    }
    beside(UNSIGNED, await unsignedBeside(platform, bare))
    const signed = (scheme: Scheme) => signedBeside(platform, bare, scheme)
    beside('signed API, RSA-OAEP header: GET open/android/url', await signed('rsa'))
    // A platform without the sealed header has no X25519 rows.
    if (JSON.parse(keysBody).data.x25519) {
      beside('signed API, X25519 header: GET open/android/url', await signed('sealed'))
      beside('signed API, X25519 session header: GET open/android/url', await signed('session'))
    }
    for (const [name, path] of [
      ['SSR /', '/'],
      ['SSR /marketplace', '/marketplace'],
      ['SSR item page', item],
    ] as const)
      loads.set(name, await load(`${platform.url}${path}`, { headers: () => ({ accept: 'text/html' }) }))
  } finally {
    bare.stop()
    await platform.stop()
  }
  return { weights, loads, shares, cpuShares, lighthouse }
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`
const change = (before: number, after: number) => `${((after / before - 1) * 100).toFixed(0)} %`

const baseline = baselineTree(BASELINE)
const before = await measure(baseline.root)
const after = await measure(repoRoot)

console.log(`\n## Before (${baseline.commit.slice(0, 12)}) and after (this checkout)\n`)
console.log('### First-load JavaScript, gzip\n')
console.log('| route | before | after | change | budget |')
console.log('|---|---:|---:|---:|---:|')
const heaviest = (figures: Figures) => Math.max(...[...figures.weights.values()].map((w) => w.gzip))
for (const id of KEY_ROUTES) {
  const [b, a] = [before.weights.get(id), after.weights.get(id)]
  if (b && a)
    console.log(
      `| ${a.path} | ${kb(b.gzip)} | ${kb(a.gzip)} | ${change(b.gzip, a.gzip)} | ${kb(budgetOf(id))} |`,
    )
}
console.log(
  `| heaviest route | ${kb(heaviest(before))} | ${kb(heaviest(after))} | ${change(heaviest(before), heaviest(after))} | |`,
)

console.log('\n### Lighthouse, mobile (performance category)\n')
console.log(LIGHTHOUSE_HEADER)
for (const [index, row] of after.lighthouse.entries()) {
  const was = before.lighthouse[index]
  if (was) console.log(lighthouseLine(was, `${row.path.replace(/\?id=\d+/, '?id=…')} before`))
  console.log(lighthouseLine(row, `${row.path.replace(/\?id=\d+/, '?id=…')} after`))
}

console.log('\n### Requests per second and p99 (autocannon, 10 s per target)\n')
console.log(
  '| target | before req/s | before p99 ms | after req/s | after p99 ms | req/s change | after vs bare Fastify | by server CPU |',
)
console.log('|---|---:|---:|---:|---:|---:|---:|---:|')
const bareAfter = after.loads.get('bare Fastify route')?.requests.average ?? 1
for (const [name, a] of after.loads) {
  const b = before.loads.get(name)
  const share = percent(after.shares.get(name) ?? a.requests.average / bareAfter)
  const byCpu = percent(after.cpuShares.get(name))
  const was = b ? `${b.requests.average.toFixed(0)} | ${b.latency.p99}` : '— | —'
  const ratio = b ? `${(a.requests.average / b.requests.average).toFixed(2)}×` : 'new'
  console.log(
    `| ${name} | ${was} | ${a.requests.average.toFixed(0)} | ${a.latency.p99} | ${ratio} | ${share} | ${byCpu} |`,
  )
}

console.log(`\n${BESIDE_NOTE}`)
