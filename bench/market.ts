// Market benchmark (issue #5): requests/s and latency of the catalogue lists and the SSR item page
// on a platform seeded with 100,000 items (bench/seed-market.ts), each API call signed as a client
// sends it. Prints figures; asserts nothing. Needs the web built (`npm run build`) for the page.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startPlatform } from '../e2e/support/platform.ts'
import { load, printTable, signerFor } from './load.ts'
import { timeMarketQueries } from './market-queries.ts'
import { seedDataDir } from './seed-market.ts'

const dataDir = mkdtempSync(join(tmpdir(), 'kid-bench-market-'))
const seedStart = performance.now()
const seeded = await seedDataDir(dataDir)
console.log(`seeded the market (100,000 items) in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`)
await timeMarketQueries(dataDir)
// The platform opens the seeded DATA_DIR (its own empty one is left unused).
const platform = await startPlatform({
  DATA_DIR: dataDir,
  LOG_LEVEL: 'error',
  RATE_LIMIT_PER_MINUTE: '100000000',
})
try {
  const signed = { headers: await signerFor(platform.url) }
  const api = `${platform.url}/api/dcservice`
  const list = `${api}/item/open/list`
  const targets: [string, string][] = [
    // The floor: a signed one-row read (the signature check and the framework cost every call pays).
    ['collection/open/detail (one row)', `${api}/collection/open/detail?id=${seeded.bigCollectionId}`],
    ['item/open/list (newest)', list],
    ['item/open/list?category=', `${list}?category=${seeded.categoryId}`],
    ['item/open/list?sort=price_asc', `${list}?sort=price_asc`],
    ['item/open/list?search= (a rare term)', `${list}?search=4242`],
    ['item/open/list page 50 (offset 980)', `${list}?page=50`],
    [
      'collection/open/items (17,000-item collection)',
      `${api}/collection/open/items?id=${seeded.bigCollectionId}`,
    ],
    [
      'open/creator/created/list (busiest creator)',
      `${api}/open/creator/created/list?address=${seeded.busyCreator}`,
    ],
    ['open/creator/top/ranking?period=7d', `${api}/open/creator/top/ranking?period=7d`],
    ['open/creator/top/ranking?period=all', `${api}/open/creator/top/ranking?period=all`],
    // Cached 3 s for everyone: the figures' own cost is in the in-process table above.
    ['home/open/index/count', `${api}/home/open/index/count`],
  ]
  const rows: [string, Awaited<ReturnType<typeof load>>][] = []
  for (const [name, url] of targets) rows.push([`GET ${name}`, await load(url, signed)])
  rows.push([
    'SSR item page: GET /nftdetails?id=',
    await load(`${platform.url}/nftdetails?id=${seeded.itemId}`),
  ])
  printTable(rows)
} finally {
  await platform.stop()
  rmSync(dataDir, { recursive: true, force: true })
}
