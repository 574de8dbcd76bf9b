import { and, eq, notExists } from 'drizzle-orm'
import type { Db, Tx } from '../../../platform/db/database.ts'
import { marketOffer, marketOrder } from '../tables/order.ts'

/**
 * A condition on market_order rows: the listing holds no active on-chain bid. An auction's first
 * bid spends its nonce and escrows the bidder's money; from then on only delivery (settle) or the
 * winner's reclaim ends it, so cancelling its nonce, one by one or all at once, leaves it on sale.
 * Cancel all (the server's and the indexed AllCancelled) closes only the listings that pass it.
 */
export function holdsNoEscrowedBid(db: Db | Tx) {
  return notExists(
    db
      .select({ id: marketOffer.id })
      .from(marketOffer)
      .where(
        and(
          eq(marketOffer.orderId, marketOrder.id),
          eq(marketOffer.onchain, true),
          eq(marketOffer.state, 'active'),
        ),
      ),
  )
}
