import type { HomeCounts, HomeIndex } from '@kid/shared/market/creators'
import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm'
import type { Db } from '../../../platform/db/database.ts'
import { rankCreators } from '../creators/ranking.ts'
import type { MarketDeps, MarketReads } from '../deps.ts'
import { selectItems } from '../items/rows.ts'
import { marketCollection } from '../tables/collection.ts'
import { marketCreatorStats } from '../tables/creator.ts'
import { marketItem } from '../tables/item.ts'
import { shortCachePer } from './cache.ts'
import { trendingCollections } from './trending.ts'

const SECTION = 8

/** Auction listings open now (started, not ended): the Exchange takes bids only between the two. */
const liveAuction = (now: Date) =>
  sql`${marketItem.id} in (select o.item_id from market_order o where o.state = 'active'
    and o.channel & 1 = 1 and o.start_time <= ${now.toISOString()}::timestamptz and o.end_time > ${now.toISOString()}::timestamptz)`
const auctionEnd = sql`(select min(o.end_time) from market_order o where o.item_id = ${marketItem.id}
  and o.state = 'active' and o.channel & 1 = 1)`

/** The home sections read members' names and the collections' floors in their tokens. */
type HomeReads = MarketReads & Pick<MarketDeps, 'currencies'>

/** Each home section from the rows as they are; an empty one stays empty. */
export async function readHomeIndex(reads: HomeReads, now = new Date()): Promise<HomeIndex> {
  const { db } = reads
  const minted = eq(marketItem.status, 'minted')
  const [collections, items, auctions, creators] = await Promise.all([
    trendingCollections(reads, SECTION, now),
    selectItems(db, minted, [desc(marketItem.createdAt), desc(marketItem.id)], SECTION),
    selectItems(db, and(minted, liveAuction(now)), [asc(auctionEnd), asc(marketItem.id)], SECTION),
    rankCreators(reads, { page: 1, size: SECTION, period: '7d' }, now),
  ])
  return { collections, items, auctions, creators: creators.list }
}

/**
 * Minted items, deployed collections, creators of minted items, ETH volume: the creators' kept
 * totals (tables/creator.ts) add up to the catalogue's, one row per creator instead of every item
 * and sale.
 */
export async function readHomeCounts(db: Db, platformWallets: readonly string[] = []): Promise<HomeCounts> {
  const stats = marketCreatorStats
  const [collections, [totals]] = await Promise.all([
    db.$count(marketCollection, isNotNull(marketCollection.address)),
    db
      .select({
        items: sql<number>`coalesce(sum(${stats.items}), 0)::int`,
        // Creators are people: the platform's own wallets (ranking.ts) are not counted.
        creators: sql<number>`(count(*) filter (where ${stats.items} > 0
          and ${stats.creatorAddress} <> all(${`{${platformWallets.join(',')}}`}::text[])))::int`,
        volumeWei: sql<string>`coalesce(sum(${stats.volumeWei}), 0)::text`,
      })
      .from(stats),
  ])
  return {
    items: totals?.items ?? 0,
    collections,
    creators: totals?.creators ?? 0,
    volumeWei: totals?.volumeWei ?? '0',
  }
}

// The same for every visitor and read by every home page view: shared for a few seconds.
const indexCache = shortCachePer((reads: HomeReads) => readHomeIndex(reads))
const countsCache = shortCachePer((reads: MarketReads) => readHomeCounts(reads.db, reads.platformWallets))

/** GET home/open/index: the sections, at most a few seconds old. */
export const homeIndex = (reads: HomeReads): Promise<HomeIndex> => indexCache(reads).get()

/** GET home/open/index/count: the figures, at most a few seconds old. */
export const homeCounts = (reads: MarketReads): Promise<HomeCounts> => countsCache(reads).get()
