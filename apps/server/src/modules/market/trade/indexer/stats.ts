import { inArray } from 'drizzle-orm'
import type { Db, Tx } from '../../../../platform/db/database.ts'
import { refreshCollectionStats } from '../../collections/stats.ts'
import { marketItem } from '../../tables/item.ts'

/** Floor and volume follow listings and sales: recomputed for the collections of these items. */
export async function refreshStatsOfItems(db: Db | Tx, itemIds: number[]): Promise<void> {
  if (itemIds.length === 0) return
  const rows = await db
    .selectDistinct({ id: marketItem.collectionId })
    .from(marketItem)
    .where(inArray(marketItem.id, itemIds))
  await refreshCollectionStats(
    db,
    rows.map((r) => r.id),
  )
}
