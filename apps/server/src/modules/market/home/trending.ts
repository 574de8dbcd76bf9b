import type { CollectionView } from '@kid/shared/market/views'
import { and, desc, eq, gte, isNotNull, sql } from 'drizzle-orm'
import { zeroAddress } from 'viem'
import { withFloors } from '../collections/floors.ts'
import type { MarketDeps } from '../deps.ts'
import { marketActivity } from '../tables/activity.ts'
import { marketCollection } from '../tables/collection.ts'

const WEEK_MS = 7 * 86_400_000

/**
 * Deployed collections by their native-coin sales of the last 7 days, then by all-time volume and
 * items, so a quiet week still shows the busiest collections rather than nothing.
 */
export async function trendingCollections(
  { db, currencies }: Pick<MarketDeps, 'db' | 'currencies'>,
  size: number,
  now = new Date(),
): Promise<CollectionView[]> {
  const week = db.$with('week').as(
    db
      .select({
        collectionId: sql<number>`${marketActivity.collectionId}`.as('week_collection'),
        volume: sql<string>`sum(${marketActivity.priceWei})`.as('week_volume'),
      })
      .from(marketActivity)
      .where(
        and(
          eq(marketActivity.kind, 'sale'),
          eq(marketActivity.currency, zeroAddress),
          gte(marketActivity.createdAt, new Date(now.getTime() - WEEK_MS)),
        ),
      )
      .groupBy(marketActivity.collectionId),
  )
  const rows = await db
    .with(week)
    .select({ c: marketCollection })
    .from(marketCollection)
    .leftJoin(week, eq(week.collectionId, marketCollection.id))
    .where(isNotNull(marketCollection.address))
    .orderBy(
      sql`coalesce(${week.volume}, 0) desc`,
      desc(marketCollection.volumeWei),
      desc(marketCollection.items),
      marketCollection.id,
    )
    .limit(size)
  return withFloors(
    db,
    currencies,
    rows.map((r) => r.c),
  )
}
