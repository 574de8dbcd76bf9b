import { and, eq } from 'drizzle-orm'
import { badRequest } from '../../../platform/errors.ts'
import { marketItem } from '../tables/item.ts'
import { marketOffer, marketOrder } from '../tables/order.ts'
import type { TradeDeps } from './deps.ts'
import type { OfferRow } from './offers/offer-rows.ts'
import type { Listing } from './orders.ts'

export const BOUND_TEXT = {
  listing: 'This item’s details changed after it was listed, so this listing no longer stands.',
  offer: 'This item’s details changed after this offer was made, so the offer no longer stands.',
} as const

/**
 * A listing or offer is made on the item's metadata as it was then (its hash, kept on the row):
 * a buyer pays and a bidder offers for what they saw. Minted metadata is frozen today
 * (items/save.ts); should a later version ever be written, what was made on the earlier one is
 * void here, before any transaction is handed out, instead of trading on details nobody agreed to.
 */
export async function assertListingBound(deps: TradeDeps, listing: Listing, escrowed: boolean) {
  if (listing.metadataHash === listing.itemMetadataHash) return
  await deps.db.transaction(async (tx) => {
    // An auction holding an escrowed bid is ended only by settle or reclaim on chain; it takes no more bids.
    if (!escrowed)
      await tx
        .update(marketOrder)
        .set({ state: 'expired' })
        .where(and(eq(marketOrder.id, listing.id), eq(marketOrder.state, 'active')))
    await tx
      .update(marketOffer)
      .set({ state: 'expired' })
      .where(
        and(
          eq(marketOffer.orderId, listing.id),
          eq(marketOffer.onchain, false),
          eq(marketOffer.state, 'active'),
        ),
      )
  })
  throw badRequest(BOUND_TEXT.listing)
}

/** The same for a signed offer about to be accepted: made on other details than the item's now, it goes. */
export async function assertOfferBound(deps: TradeDeps, offer: OfferRow) {
  const [item] = await deps.db
    .select({ hash: marketItem.metadataHash })
    .from(marketItem)
    .where(eq(marketItem.id, offer.itemId))
  if (item && item.hash === offer.metadataHash) return
  await deps.db
    .update(marketOffer)
    .set({ state: 'expired' })
    .where(and(eq(marketOffer.id, offer.id), eq(marketOffer.state, 'active')))
  throw badRequest(BOUND_TEXT.offer)
}
