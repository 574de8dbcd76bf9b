import { and, eq, gte, lt, sql } from 'drizzle-orm'
import { unionAll } from 'drizzle-orm/pg-core'
import { zeroAddress } from 'viem'
import type { Db } from '../../../platform/db/database.ts'
import { marketActivity } from '../tables/activity.ts'
import { marketCreatorHour } from '../tables/creator.ts'
import { marketItem } from '../tables/item.ts'

const HOUR_MS = 3_600_000

/**
 * Each creator's native-coin sales volume since `since`, as a subquery (address, volume): the kept
 * hourly totals of the whole hours in the period, and the sale rows themselves for the part of an
 * hour it starts with, so the sum is exact, as if every sale row since then were added up.
 */
export function soldSince(db: Db, since: Date) {
  const firstHour = new Date(Math.ceil(since.getTime() / HOUR_MS) * HOUR_MS)
  const hours = db
    .select({
      address: marketCreatorHour.creatorAddress,
      wei: sql<string>`${marketCreatorHour.volumeWei}`.as('wei'),
    })
    .from(marketCreatorHour)
    .where(gte(marketCreatorHour.hour, firstHour))
  const partHour = db
    .select({ address: marketItem.creatorAddress, wei: sql<string>`${marketActivity.priceWei}`.as('wei') })
    .from(marketActivity)
    .innerJoin(marketItem, eq(marketItem.id, marketActivity.itemId))
    .where(
      and(
        eq(marketActivity.kind, 'sale'),
        eq(marketActivity.currency, zeroAddress),
        gte(marketActivity.createdAt, since),
        lt(marketActivity.createdAt, firstHour),
      ),
    )
  const sales = unionAll(hours, partHour).as('sales')
  return db
    .select({
      address: sql<string>`${sales.address}`.as('sold_address'),
      volume: sql<string>`sum(${sales.wei})`.as('sold_volume'),
    })
    .from(sales)
    .groupBy(sales.address)
    .as('sold')
}
