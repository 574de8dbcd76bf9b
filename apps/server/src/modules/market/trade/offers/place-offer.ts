import { hashOffer } from '@kid/contracts/market/hashOption'
import type { Offer } from '@kid/contracts/market/typedData'
import { type Hex, zeroAddress } from 'viem'
import { transaction } from '../../../../platform/db/after-commit.ts'
import { badRequest } from '../../../../platform/errors.ts'
import { marketActivity } from '../../tables/activity.ts'
import { marketOffer } from '../../tables/order.ts'
import { type TradeDeps, tradeNow } from '../deps.ts'
import { nameOutlivedReason } from '../name-expiry.ts'
import { toDate } from '../option-rules.ts'
import { optionOf } from '../orders.ts'
import { fundsFor, liveListing } from '../purchase.ts'
import { isOfferSigned } from '../signatures.ts'
import { tellTrade } from '../trade-notices.ts'
import { offerView } from './offer-rows.ts'

export const OFFER_TEXT = {
  auction: 'This is an auction: bids are placed on-chain (send `bid`).',
  eth: 'Offers are paid in WETH or the stablecoin; this listing is priced in ETH.',
  otherListing: 'This offer is for another listing.',
  own: 'You cannot make an offer on your own listing.',
  price: 'The offer must be more than 0.',
  expired: 'The offer must expire in the future.',
  badSignature: 'The signature does not match this offer. Please sign it again with your wallet.',
  allowance: 'Please let the marketplace spend this amount of your tokens first (approve).',
} as const

/**
 * POST item/offer/bidding on a fixed-price listing: the bidder's signed offer for the whole listing,
 * in the listing's ERC-20, which the seller may accept on-chain while it is funded. The bidder's
 * balance and allowance to the exchange must cover it now; acceptance checks them again.
 */
export async function placeOffer(
  deps: TradeDeps,
  userId: number,
  orderId: number,
  offer: Offer,
  signature: Hex,
) {
  const listing = await liveListing(deps, orderId)
  const o = optionOf(listing)
  if ((o.channel & 1) !== 0) throw badRequest(OFFER_TEXT.auction)
  if (o.currency === zeroAddress) throw badRequest(OFFER_TEXT.eth)
  if (offer.optionHash.toLowerCase() !== listing.optionHash) throw badRequest(OFFER_TEXT.otherListing)
  const bidder = await deps.callers.boundSigner(userId, offer.bidder)
  if (bidder === listing.sellerAddress) throw badRequest(OFFER_TEXT.own)
  if (offer.price <= 0n) throw badRequest(OFFER_TEXT.price)
  if (offer.expireTime <= (await tradeNow(deps)) || offer.expireTime > 253_402_300_799n)
    throw badRequest(OFFER_TEXT.expired)
  const outlived = await nameOutlivedReason(deps, { ...o, endTime: offer.expireTime }, 'offer')
  if (outlived) throw badRequest(outlived)
  if (!(await isOfferSigned(deps.domain, offer, signature))) throw badRequest(OFFER_TEXT.badSignature)
  if (await fundsFor(deps, o.currency, bidder, offer.price)) throw badRequest(OFFER_TEXT.allowance)
  const row = await transaction(deps.db, async (tx) => {
    const [inserted] = await tx
      .insert(marketOffer)
      .values({
        orderId,
        itemId: listing.itemId,
        bidderAddress: bidder,
        bidderUserId: userId,
        amount: listing.amount,
        priceWei: offer.price,
        currency: listing.currency,
        expireTime: toDate(offer.expireTime),
        signature,
        offerHash: hashOffer(offer),
        // liveListing above saw the listing's hash equal the item's: the offer is on these details.
        metadataHash: listing.itemMetadataHash,
      })
      .onConflictDoNothing()
      .returning()
    if (!inserted) throw badRequest('This offer was made already.')
    await tx.insert(marketActivity).values({
      itemId: listing.itemId,
      collectionId: listing.collectionId,
      kind: 'offer',
      fromAddress: bidder,
      amount: listing.amount,
      priceWei: offer.price,
      currency: listing.currency,
    })
    await tellTrade(deps, tx, 'offerReceived', {
      wallet: listing.sellerAddress,
      itemId: listing.itemId,
      priceWei: offer.price,
      currency: listing.currency,
      eventKey: `offer:${inserted.id}`,
    })
    return inserted
  })
  return { offer: offerView(row), approve: null, tx: null }
}
