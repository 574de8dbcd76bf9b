// After `react-router build`: a Brotli and a gzip copy beside each built script, style sheet and
// SVG, made once here at the best ratios, so the server sends them compressed (@fastify/static
// preCompressed) at no cost per request. The platform often runs without a CDN in front.
//
// The scripts of any page's first load get Zopfli's gzip: the same format every client inflates,
// 3–4 % smaller than zlib's level 9, but slow (some 100 KB/s), so the rest (what loads on demand,
// megabytes of wallet code) keeps zlib's. A gzip copy is what a client without Brotli downloads,
// and what the route budgets count (weight/route-weight.ts). The work is split across the cores
// (compress-worker.mjs).
import { readdirSync, statSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { join } from 'node:path'
import { Worker } from 'node:worker_threads'
import { routeWeights } from '../weight/route-weight.ts'

const COMPRESSIBLE = /\.(js|css|svg|json|txt)$/
// Below this a compressed copy saves fewer bytes than the extra lookup is worth.
const MIN_BYTES = 256

interface Job {
  path: string
  zopfli: boolean
}
interface Totals {
  before: number
  after: number
}

function jobs(root: string): Job[] {
  const firstLoad = new Set(routeWeights(root).flatMap((route) => route.files.map((f) => join(root, f.file))))
  const found: Job[] = []
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name)
      if (statSync(path).isDirectory()) walk(path)
      else if (COMPRESSIBLE.test(name) && statSync(path).size >= MIN_BYTES)
        found.push({ path, zopfli: firstLoad.has(path) })
    }
  }
  walk(root)
  return found
}

const all = jobs(new URL('../build/client', import.meta.url).pathname)
const count = Math.max(1, Math.min(availableParallelism(), all.length))
// Zopfli's files dealt in turn first, so the slow work spreads evenly across the workers.
const ordered = [...all.filter((job) => job.zopfli), ...all.filter((job) => !job.zopfli)]
const totals = await Promise.all(
  Array.from(
    { length: count },
    (_, i) =>
      new Promise<Totals>((resolve, reject) => {
        const worker = new Worker(new URL('./compress-worker.mjs', import.meta.url), {
          workerData: ordered.filter((_, n) => n % count === i),
        })
        worker.once('message', resolve)
        worker.once('error', reject)
      }),
  ),
)
const sum = (key: keyof Totals) => totals.reduce((total, t) => total + t[key], 0)
console.log(`precompressed ${all.length} files: ${sum('before')} bytes, ${sum('after')} as Brotli`)
