import { inArray, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../../platform/db/database.ts'
import { marketCollection } from '../tables/collection.ts'

/**
 * Recomputes a collection's stats columns from the rows they summarise, so lists sort by them
 * without aggregating: minted items, distinct holders, the lowest active native-coin listing and
 * the native-coin sales volume. Called in the transaction of whatever changed them (mints and
 * transfers here; listings and sales by the trading code).
 */
export async function refreshCollectionStats(db: Db | Tx, collectionIds: number[]): Promise<void> {
  if (collectionIds.length === 0) return
  await db
    .update(marketCollection)
    .set({
      items: sql`(select count(*) from market_item i where i.collection_id = ${marketCollection.id} and i.status = 'minted')`,
      owners: sql`(select count(*) from (
        select i.owner_address from market_item i
          where i.collection_id = ${marketCollection.id} and i.owner_address is not null
        union
        select b.owner_address from market_balance b join market_item i on i.id = b.item_id
          where i.collection_id = ${marketCollection.id}) o)`,
      floorWei: sql`(select min(o.price_wei) from market_order o join market_item i on i.id = o.item_id
        where i.collection_id = ${marketCollection.id} and o.state = 'active'
          and o.currency = '0x0000000000000000000000000000000000000000')`,
      volumeWei: sql`(select coalesce(sum(a.price_wei), 0) from market_activity a
        where a.collection_id = ${marketCollection.id} and a.kind = 'sale'
          and a.currency = '0x0000000000000000000000000000000000000000')`,
    })
    .where(inArray(marketCollection.id, collectionIds))
}
