// In-process cost of the market's aggregate reads (creator ranking, home figures) on the seeded
// database, before the platform opens it: each read's own milliseconds, with no HTTP, signature or
// cache in the way (the home figures are cached 3 s over HTTP; the first reader after pays this).
import { createMembers } from '@kid/server/modules/account/members'
import { rankCreators } from '@kid/server/modules/market/creators/ranking'
import { readHomeCounts } from '@kid/server/modules/market/home/index'
import { type Db, openDatabase } from '@kid/server/platform/db/database'

const RUNS = 30
const page = { page: 1, size: 20 }
/** A ranking reads its page, then the page's members in one batched lookup (account's members service). */
const reads = (db: Db) => ({ db, members: createMembers(db) })
const READS: [string, (db: Db) => Promise<unknown>][] = [
  ['rankCreators 1d', (db) => rankCreators(reads(db), { ...page, period: '1d' })],
  ['rankCreators 7d', (db) => rankCreators(reads(db), { ...page, period: '7d' })],
  ['rankCreators 30d', (db) => rankCreators(reads(db), { ...page, period: '30d' })],
  ['rankCreators all', (db) => rankCreators(reads(db), { ...page, period: 'all' })],
  ['rankCreators all, page 20', (db) => rankCreators(reads(db), { page: 20, size: 20, period: 'all' })],
  ['readHomeCounts', (db) => readHomeCounts(db)],
]

/** Prints each read's median and p90 over RUNS runs (after one warm-up) as a Markdown table. */
export async function timeMarketQueries(dataDir: string): Promise<void> {
  const database = await openDatabase({ databaseUrl: undefined, dataDir })
  try {
    console.log(`\nin-process, ${RUNS} runs each\n| read | median ms | p90 ms |\n|---|---:|---:|`)
    for (const [name, read] of READS) {
      await read(database.db)
      const ms: number[] = []
      for (let i = 0; i < RUNS; i++) {
        const start = performance.now()
        await read(database.db)
        ms.push(performance.now() - start)
      }
      ms.sort((a, b) => a - b)
      const at = (q: number) => (ms[Math.floor(q * (RUNS - 1))] ?? 0).toFixed(1)
      console.log(`| ${name} | ${at(0.5)} | ${at(0.9)} |`)
    }
  } finally {
    await database.close()
  }
}
