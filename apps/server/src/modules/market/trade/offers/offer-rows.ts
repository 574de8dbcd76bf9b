import type { Offer } from '@kid/contracts/market/typedData'
import type { OfferView } from '@kid/shared/market/trade'
import type { KidName } from '@kid/shared/market/views'
import { eq } from 'drizzle-orm'
import type { Address, Hex } from 'viem'
import type { Db, Tx } from '../../../../platform/db/database.ts'
import { marketOffer } from '../../tables/order.ts'
import { toSeconds } from '../option-rules.ts'

export type OfferRow = typeof marketOffer.$inferSelect

export async function offerById(db: Db | Tx, offerId: number): Promise<OfferRow | undefined> {
  const [row] = await db.select().from(marketOffer).where(eq(marketOffer.id, offerId))
  return row
}

/** The offer as the bidder signed it (only signed, off-chain offers have one). */
export function signedOfferOf(row: OfferRow, optionHash: string): Offer {
  return {
    optionHash: optionHash as Hex,
    bidder: row.bidderAddress as Address,
    price: row.priceWei,
    expireTime: toSeconds(row.expireTime),
  }
}

/** `bidder` and `kidNames`: the bidding member and the bidder's .kid name, where the caller read them (the offer lists). */
export function offerView(
  row: OfferRow,
  bidder?: { id: number; username: string | null },
  kidNames: KidName[] = [],
): OfferView {
  return {
    offerId: row.id,
    orderId: row.orderId,
    itemId: row.itemId,
    bidder: row.bidderAddress,
    bidderUserId: bidder?.id ?? row.bidderUserId,
    bidderName: bidder?.username ?? null,
    kidNames,
    price: String(row.priceWei),
    currency: row.currency,
    expireTime: String(toSeconds(row.expireTime)),
    onchain: row.onchain,
    state: row.state as OfferView['state'],
    createdAt: row.createdAt.toISOString(),
  }
}
