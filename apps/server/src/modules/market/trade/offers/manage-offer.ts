import { hashOption } from '@kid/contracts/market/hashOption'
import type { Option } from '@kid/contracts/market/typedData'
import { optionSchema } from '@kid/shared/market/trade'
import { and, eq } from 'drizzle-orm'
import type { Hex } from 'viem'
import { badRequest, notFound } from '../../../../platform/errors.ts'
import { marketOffer } from '../../tables/order.ts'
import { auctionOf, unfillableReason } from '../chain-checks.ts'
import { type TradeDeps, tradeNow } from '../deps.ts'
import { exchangeTx } from '../exchange-tx.ts'
import { assertOfferBound } from '../metadata-bound.ts'
import { listingById, optionOf } from '../orders.ts'
import { fundsFor, liveListing } from '../purchase.ts'
import { type OfferRow, offerById, offerView, signedOfferOf } from './offer-rows.ts'

export const MANAGE_OFFER_TEXT = {
  notFound: 'This offer does not exist.',
  notYours: 'Only the bidder can cancel this offer.',
  notSeller: 'Only the seller can accept this offer.',
  notActive: 'This offer can no longer be accepted.',
  unfunded: 'The bidder can no longer pay this offer.',
  noBid: 'This auction has no bid to deliver to.',
  notEnded: 'The auction has not ended yet.',
  notParty: 'Only the seller or the winning bidder can settle this auction.',
} as const

/**
 * GET item/offer/cancel/{offerId}: withdrawn at once. The signature reaches a seller only through
 * accept, so the on-chain cancelOffer is offered for the cautious, not needed.
 */
export async function cancelOffer(deps: TradeDeps, userId: number, offerId: number) {
  const row = await offerById(deps.db, offerId)
  if (!row || row.onchain) throw notFound(MANAGE_OFFER_TEXT.notFound)
  if ((await deps.callers.boundWallet(userId)) !== row.bidderAddress)
    throw badRequest(MANAGE_OFFER_TEXT.notYours)
  if (row.state !== 'active') throw badRequest(MANAGE_OFFER_TEXT.notActive)
  await deps.db
    .update(marketOffer)
    .set({ state: 'cancelled' })
    .where(and(eq(marketOffer.id, offerId), eq(marketOffer.state, 'active')))
  const listing = row.orderId ? await listingById(deps.db, row.orderId) : undefined
  const cancelTx = listing
    ? exchangeTx.cancelOffer(deps.domain.exchange, signedOfferOf(row, listing.optionHash))
    : null
  return { offer: offerView({ ...row, state: 'cancelled' }), cancelOnChain: false, cancelTx }
}

/** The option an offer is for: its listing's (still live), or the one kept with an unlisted offer. */
async function optionFor(deps: TradeDeps, row: OfferRow): Promise<{ o: Option; seller: string }> {
  if (row.orderId) {
    const listing = await liveListing(deps, row.orderId)
    return { o: optionOf(listing), seller: listing.sellerAddress }
  }
  const o = optionSchema.parse(row.option)
  const reason = await unfillableReason(deps.client, deps.domain.exchange, o)
  if (reason) throw badRequest(reason)
  return { o, seller: o.signer.toLowerCase() }
}

/** GET item/offer/accept/{offerId}: what the seller's (or owner's) wallet sends to take a signed offer. */
export async function acceptOffer(deps: TradeDeps, userId: number, offerId: number) {
  const row = await offerById(deps.db, offerId)
  if (!row || row.onchain || !row.signature) throw notFound(MANAGE_OFFER_TEXT.notFound)
  if (row.state !== 'active') throw badRequest(MANAGE_OFFER_TEXT.notActive)
  await assertOfferBound(deps, row)
  const { o, seller } = await optionFor(deps, row)
  if ((await deps.callers.boundWallet(userId)) !== seller) throw badRequest(MANAGE_OFFER_TEXT.notSeller)
  const offer = signedOfferOf(row, hashOption(o))
  if (offer.expireTime < (await tradeNow(deps))) throw badRequest(MANAGE_OFFER_TEXT.notActive)
  const funded = await fundsFor(deps, o.currency, offer.bidder, offer.price).then(
    (approve) => approve === null,
    () => false,
  )
  if (!funded) throw badRequest(MANAGE_OFFER_TEXT.unfunded)
  return { tx: exchangeTx.acceptOffer(deps.domain.exchange, o, offer, row.signature as Hex) }
}

/**
 * POST item/offer/delivery: with an offerId, accepting that offer; otherwise settling an ended
 * auction to its highest bid (the seller or the winner may). Nothing is marked sold here.
 */
export async function delivery(deps: TradeDeps, userId: number, orderId: number, offerId?: number) {
  if (offerId !== undefined) return acceptOffer(deps, userId, offerId)
  const listing = await listingById(deps.db, orderId)
  if (!listing || (listing.channel & 1) === 0) throw notFound(MANAGE_OFFER_TEXT.noBid)
  const auction = await auctionOf(deps, listing.optionHash as Hex)
  if (!auction.bidder) throw badRequest(MANAGE_OFFER_TEXT.noBid)
  // Judged by the chain's clock, as settle will be.
  if (auction.endTime >= (await deps.client.getBlock()).timestamp)
    throw badRequest(MANAGE_OFFER_TEXT.notEnded)
  const caller = await deps.callers.boundWallet(userId)
  if (caller !== listing.sellerAddress && caller !== auction.bidder.toLowerCase())
    throw badRequest(MANAGE_OFFER_TEXT.notParty)
  return { tx: exchangeTx.settle(deps.domain.exchange, optionOf(listing)) }
}
