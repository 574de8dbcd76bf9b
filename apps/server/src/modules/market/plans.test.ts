import { eq } from 'drizzle-orm'
import type { Logger } from 'drizzle-orm/logger'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
// The benchmark's own seeder (issue #5's 100,000 items), here at a fiftieth of the size.
import { type SeededMarket, seedMarket } from '../../../../../bench/seed-market.ts'
import type { Db } from '../../platform/db/database.ts'
import { type RawDatabase, rawDatabase } from '../../testing/raw-database.ts'
import { createMembers } from '../account/index.ts'
import { listActivity } from './collections/activity.ts'
import { creatorEarnings } from './creators/earnings.ts'
import { creatorActivity, creatorItems } from './creators/lists.ts'
import { rankCreators } from './creators/ranking.ts'
import { currenciesOf } from './currencies.ts'
import { readHomeCounts } from './home/index.ts'
import { listCollectionItems, listMarketItems } from './items/list.ts'
import { itemActivity } from './items/lists.ts'
import { searchItems } from './search/items.ts'
import { marketActivity } from './tables/activity.ts'

const sent: { query: string; params: unknown[] }[] = []
const logger: Logger = { logQuery: (query, params) => sent.push({ query, params }) }

let planner: RawDatabase
let db: Db
let seeded: SeededMarket

beforeAll(async () => {
  planner = await rawDatabase({ logger, migrated: true })
  db = planner.db
  seeded = await seedMarket(db, { users: 40, collections: 12, items: 2_000 })
  // At this size Postgres would read small tables whole however they are indexed; with sequential
  // scans priced out, a plan shows whether an index fits the query (and which one).
  await planner.exec('set enable_seqscan = off')
}, 60_000)
afterAll(() => planner?.close())

/** EXPLAIN (ANALYZE when asked: rows and loops as run) of every market query `run` sends, as one text. */
async function plansOf(run: (db: Db) => Promise<unknown>, analyze = false): Promise<string> {
  sent.length = 0
  await run(db)
  const plans: string[] = []
  for (const { query, params } of sent.filter((s) => s.query.includes('market_'))) {
    const explain = analyze ? 'explain (analyze, costs off)' : 'explain'
    const { rows } = await planner.query<{ 'QUERY PLAN': string }>(`${explain} ${query}`, params)
    plans.push(...rows.map((r) => r['QUERY PLAN']))
  }
  return plans.join('\n')
}

const page = { page: 1, size: 20 }
/** The lists' reads: their own query, then one batched members lookup (not an account query, so not planned here). */
const reads = (db: Db) => ({ db, members: createMembers(db) })
const items = { ...page, type: 'all', status: 'all', sort: 'newest' } as const
/**
 * [list, the index it must read, whether that index gives the order (no sort of the rows: for the
 * whole catalog; a quiet creator's few rows are rightly fetched and sorted), the call].
 */
const LISTS: [string, string, boolean, (db: Db) => Promise<unknown>][] = [
  ['marketplace, newest', 'market_item_status_created_idx', true, (db) => listMarketItems(db, items)],
  [
    'marketplace, most viewed',
    'market_item_status_views_idx',
    true,
    (db) => listMarketItems(db, { ...items, sort: 'views' }),
  ],
  [
    'marketplace, cheapest',
    'market_order_state_price_idx',
    true,
    (db) => listMarketItems(db, { ...items, sort: 'price_asc' }),
  ],
  [
    'marketplace, dearest',
    'market_order_state_price_idx',
    true,
    (db) => listMarketItems(db, { ...items, sort: 'price_desc' }),
  ],
  [
    'marketplace, search for a rare term',
    'market_item_name_trgm_idx',
    false,
    (db) => listMarketItems(db, { ...items, search: '1234' }),
  ],
  ['search, items by name', 'market_item_name_trgm_idx', false, (db) => searchItems(db, '1234', page)],
  ['search, items by a short term', 'market_item_name_trgm_idx', false, (db) => searchItems(db, 'b', page)],
  [
    'search, items a wallet created',
    'market_item_creator_idx',
    false,
    (db) => searchItems(db, seeded.quietCreator, page),
  ],
  [
    'marketplace, auctions',
    'market_order_auction_idx',
    false,
    (db) => listMarketItems(db, { ...items, status: 'auction' }),
  ],
  [
    'a small collection',
    'market_item_collection_idx',
    true,
    (db) => listCollectionItems(db, { ...items, id: seeded.smallCollectionId }),
  ],
  [
    'a creator, created',
    'market_item_creator_idx',
    false,
    (db) => creatorItems(reads(db), 'created', { ...page, address: seeded.quietCreator }),
  ],
  [
    'collection activity',
    'market_activity_collection_idx',
    true,
    (db) => listActivity(reads(db), eq(marketActivity.collectionId, seeded.smallCollectionId), page),
  ],
  [
    'item activity',
    'market_activity_item_idx',
    true,
    (db) => itemActivity(reads(db), { ...page, id: seeded.itemId }),
  ],
  [
    'creator activity',
    'market_activity_to_idx',
    false,
    (db) => creatorActivity(reads(db), { ...page, address: seeded.quietCreator }),
  ],
  [
    'earnings',
    'market_earning_creator_idx',
    false,
    (db) => creatorEarnings(db, currenciesOf(undefined), { userId: 1, wallet: seeded.quietCreator }, page),
  ],
  // The ranking reads the creators' kept totals: a row per creator, and per creator and hour.
  [
    'creator ranking, 7 days',
    'market_creator_hour_hour_idx',
    false,
    (db) => rankCreators(reads(db), { ...page, period: '7d' }),
  ],
  [
    'creator ranking, all time',
    'market_creator_stats_rank_idx',
    true,
    (db) => rankCreators(reads(db), { ...page, period: 'all' }),
  ],
]

describe('market list queries on a seeded catalog', () => {
  it.each(LISTS)('%s reads %s', async (_list, index, ordered, run) => {
    const plan = await plansOf(run)
    expect(plan).toContain(index)
    expect(plan).not.toMatch(/Seq Scan on (market_item|market_activity|market_order) /)
    if (ordered)
      expect(plan).not.toMatch(/Sort Key: (market_item|market_activity|market_creator_stats|cheapest)\./)
  })

  it('the home figures add up the creator totals, not the catalogue', async () => {
    const plan = await plansOf(readHomeCounts)
    expect(plan).toContain('market_creator_stats')
    expect(plan).not.toMatch(/ on (market_item|market_activity) /)
  })
})

describe('a deep page', () => {
  // OFFSET still computes the select list of each row it skips: the page must be cut before the
  // listing summary (one probe of market_order per item shown) is worked out.
  const listingProbe = /loops=(\d+)\)\n.*Index Cond: .*item_id = market_item\.id\)/g
  it.each([
    ['newest, page 50', { ...items, page: 50 }],
    ['cheapest, page 10', { ...items, sort: 'price_asc', page: 10 } as const],
  ])('%s looks up the listings of its own rows only', async (_list, q) => {
    const plan = await plansOf((db) => listMarketItems(db, q), true)
    const loops = [...plan.matchAll(listingProbe)].map((m) => Number(m[1]))
    expect(loops.length, plan).toBeGreaterThan(0)
    expect(Math.max(...loops), plan).toBeLessThanOrEqual(q.size + 1)
  })
})
