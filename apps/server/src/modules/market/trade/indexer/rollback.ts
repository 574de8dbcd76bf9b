import { gt } from 'drizzle-orm'
import type { Tx } from '../../../../platform/db/database.ts'
import { marketOffer, marketOrder } from '../../tables/order.ts'
import { refreshStatsOfItems } from './stats.ts'

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
  await refreshStatsOfItems(
    tx,
    reopened.map((o) => o.itemId),
  )
}
