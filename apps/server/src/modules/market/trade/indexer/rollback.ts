import { gt, inArray } from 'drizzle-orm'
import type { Tx } from '../../../chain/store.ts'
import { marketItem } from '../../tables/item.ts'
import { marketOffer, marketOrder } from '../../tables/order.ts'
import { refreshStats } from './sale-records.ts'

/**
 * Undoes the trade effects of blocks above `fork`. Rows made by those events (fills, on-chain bids,
 * sale/bid/cancel activities, earnings, notices) are already gone with their events (cascade);
 * what their events closed opens again, and the stats of the touched collections are recomputed.
 */
export async function rollBackTrade(fork: number, tx: Tx): Promise<void> {
  const reopened = await tx
    .update(marketOrder)
    .set({ state: 'active', closedBlock: null })
    .where(gt(marketOrder.closedBlock, fork))
    .returning({ itemId: marketOrder.itemId })
  await tx
    .update(marketOffer)
    .set({ state: 'active', closedBlock: null })
    .where(gt(marketOffer.closedBlock, fork))
  if (reopened.length === 0) return
  const collections = await tx
    .selectDistinct({ id: marketItem.collectionId })
    .from(marketItem)
    .where(
      inArray(
        marketItem.id,
        reopened.map((o) => o.itemId),
      ),
    )
  for (const { id } of collections) await refreshStats(tx, id)
}
