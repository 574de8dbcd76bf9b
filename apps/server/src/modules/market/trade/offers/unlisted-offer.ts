import { hashOffer, hashOption } from '@kid/contracts/market/hashOption'
import type { Offer, Option } from '@kid/contracts/market/typedData'
import { optionToWire } from '@kid/shared/market/trade'
import { eq } from 'drizzle-orm'
import type { Hex } from 'viem'
import { transaction } from '../../../../platform/db/after-commit.ts'
import { badRequest, notFound } from '../../../../platform/errors.ts'
import { marketActivity } from '../../tables/activity.ts'
import { marketCollection } from '../../tables/collection.ts'
import { marketItem } from '../../tables/item.ts'
import { marketOffer } from '../../tables/order.ts'
import { unfillableReason } from '../chain-checks.ts'
import { type TradeDeps, tradeNow } from '../deps.ts'
import { nameOutlivedReason } from '../name-expiry.ts'
import { optionRuleBroken, toDate } from '../option-rules.ts'
import { fundsFor } from '../purchase.ts'
import { isOfferSigned } from '../signatures.ts'
import { tellTrade } from '../trade-notices.ts'
import { offerView } from './offer-rows.ts'
import { OFFER_TEXT } from './place-offer.ts'

export const UNLISTED_TEXT = {
  notFound: 'This item does not exist.',
  mismatch:
    'The option must be a fixed-price sale of this item at the offer’s price, until the offer expires.',
  notStarted: 'The option must start now or earlier.',
  own: 'You cannot make an offer on your own item.',
} as const

/**
 * POST item/offer/add: a signed offer on an unlisted item. The Exchange lets the owner accept an
 * offer on an option it never signed (its own call authorises the sale), so the bidder signs for
 * an option naming the current owner; the server checks it is exactly that sale and that the
 * bidder can pay, and keeps the option so `accept` can hand it to the owner.
 */
export async function offerOnItem(
  deps: TradeDeps,
  userId: number,
  itemId: number,
  o: Option,
  offer: Offer,
  signature: Hex,
) {
  const [item] = await deps.db
    .select({
      tokenId: marketItem.tokenId,
      collection: marketCollection.address,
      standard: marketCollection.standard,
      collectionId: marketCollection.id,
      metadataHash: marketItem.metadataHash,
    })
    .from(marketItem)
    .innerJoin(marketCollection, eq(marketCollection.id, marketItem.collectionId))
    .where(eq(marketItem.id, itemId))
  if (!item?.collection || item.tokenId === null) throw notFound(UNLISTED_TEXT.notFound)
  const now = await tradeNow(deps)
  const bidder = await deps.callers.boundSigner(userId, offer.bidder)
  if (bidder === o.signer.toLowerCase()) throw badRequest(UNLISTED_TEXT.own)
  const sameSale =
    o.collection.toLowerCase() === item.collection.toLowerCase() &&
    o.tokenId === item.tokenId &&
    (o.channel & 1) === 0 &&
    o.price === offer.price &&
    o.endTime === offer.expireTime &&
    offer.optionHash.toLowerCase() === hashOption(o)
  if (!sameSale) throw badRequest(UNLISTED_TEXT.mismatch)
  if (o.startTime > now) throw badRequest(UNLISTED_TEXT.notStarted)
  const broken =
    optionRuleBroken(o, item.standard, now) ??
    (await nameOutlivedReason(deps, o, 'offer')) ??
    (await unfillableReason(deps.client, deps.domain.exchange, o, { offer: true }))
  if (broken) throw badRequest(broken)
  if (!(await isOfferSigned(deps.domain, offer, signature))) throw badRequest(OFFER_TEXT.badSignature)
  if (await fundsFor(deps, o.currency, bidder, offer.price)) throw badRequest(OFFER_TEXT.allowance)
  const row = await transaction(deps.db, async (tx) => {
    const [inserted] = await tx
      .insert(marketOffer)
      .values({
        itemId,
        bidderAddress: bidder,
        bidderUserId: userId,
        amount: o.amount,
        priceWei: offer.price,
        currency: o.currency.toLowerCase(),
        expireTime: toDate(offer.expireTime),
        signature,
        offerHash: hashOffer(offer),
        option: optionToWire(o),
        metadataHash: item.metadataHash,
      })
      .onConflictDoNothing()
      .returning()
    if (!inserted) throw badRequest('This offer was made already.')
    await tx.insert(marketActivity).values({
      itemId,
      collectionId: item.collectionId,
      kind: 'offer',
      fromAddress: bidder,
      amount: o.amount,
      priceWei: offer.price,
      currency: o.currency.toLowerCase(),
    })
    await tellTrade(deps, tx, 'offerReceived', {
      wallet: o.signer,
      itemId: itemId,
      priceWei: offer.price,
      currency: o.currency,
      eventKey: `offer:${inserted.id}`,
    })
    return inserted
  })
  return { offer: offerView(row), approve: null, tx: null }
}
