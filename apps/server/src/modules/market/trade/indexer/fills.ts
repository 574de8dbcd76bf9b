import type { Option } from '@kid/contracts/market/typedData'
import { optionSchema } from '@kid/shared/market/trade'
import { and, eq, inArray } from 'drizzle-orm'
import type { Address } from 'viem'
import type { Tx } from '../../../../platform/db/database.ts'
import type { ChainEvent } from '../../../chain/index.ts'
import { marketOrderFill } from '../../tables/fill.ts'
import { marketItem } from '../../tables/item.ts'
import { marketOffer, marketOrder } from '../../tables/order.ts'
import type { TradeDeps } from '../deps.ts'
import { filledAmount, type Listing, listingByHash } from '../orders.ts'
import { aboutEvent, tellTrade } from '../trade-notices.ts'
import { recordSale } from './sale-records.ts'

/**
 * A fill of one of our listings, however it happened: counts the units, closes the listing when
 * none are left (it was probably cancelled off-chain meanwhile — the chain's word wins), and
 * records the sale. A fill of a listing we never stored is someone else's business.
 */
async function fill(
  deps: TradeDeps,
  tx: Tx,
  event: ChainEvent,
  sale: { optionHash: string; buyer: Address; amount?: bigint; total: bigint },
): Promise<Listing | undefined> {
  const l = await listingByHash(tx, sale.optionHash)
  if (!l) return undefined
  const amount = sale.amount ?? l.amount
  await tx
    .insert(marketOrderFill)
    .values({ chainEventId: event.id, orderId: l.id, amount })
    .onConflictDoNothing()
  if ((await filledAmount(tx, l.id)) >= l.amount) {
    await tx
      .update(marketOrder)
      .set({ state: 'filled', closedBlock: event.blockNumber })
      .where(eq(marketOrder.id, l.id))
  }
  await recordSale(deps, tx, event, l, { buyer: sale.buyer, amount, total: sale.total })
  return l
}

const arg = (event: ChainEvent, name: string) => String(event.args[name])

/** OptionFilled(optionHash, signer, buyer, amount, total): a fixed-price purchase. */
export const onOptionFilled = (deps: TradeDeps) => async (event: ChainEvent, tx: Tx) => {
  await fill(deps, tx, event, {
    optionHash: arg(event, 'optionHash'),
    buyer: arg(event, 'buyer') as Address,
    amount: BigInt(arg(event, 'amount')),
    total: BigInt(arg(event, 'total')),
  })
}

/** OfferAccepted(optionHash, offerHash, bidder, price): the seller (or an unlisted item's owner) took a signed offer. */
export const onOfferAccepted = (deps: TradeDeps) => async (event: ChainEvent, tx: Tx) => {
  const sale = { buyer: arg(event, 'bidder') as Address, total: BigInt(arg(event, 'price')) }
  const l = await fill(deps, tx, event, { ...sale, optionHash: arg(event, 'optionHash') })
  const [offer] = await tx
    .update(marketOffer)
    .set({ state: 'accepted', closedBlock: event.blockNumber })
    .where(eq(marketOffer.offerHash, arg(event, 'offerHash').toLowerCase()))
    .returning()
  if (l) await closeOtherOffers(tx, l.id, event.blockNumber)
  else if (offer?.option)
    await recordUnlistedSale(deps, tx, event, offer.itemId, optionSchema.parse(offer.option), sale)
  if (offer) await tellBuyer(deps, tx, event, 'offerAccepted', offer.itemId, offer.currency, sale)
}

/** The buyer of an accepted offer or a delivered auction hears it is theirs. */
async function tellBuyer(
  deps: TradeDeps,
  tx: Tx,
  event: ChainEvent,
  kind: 'offerAccepted' | 'auctionWon',
  itemId: number,
  currency: string,
  sale: { buyer: Address; total: bigint },
) {
  await tellTrade(deps, tx, kind, {
    wallet: sale.buyer,
    itemId,
    priceWei: sale.total,
    currency,
    ...aboutEvent(event),
  })
}

async function recordUnlistedSale(
  deps: TradeDeps,
  tx: Tx,
  event: ChainEvent,
  itemId: number,
  o: Option,
  sale: { buyer: Address; total: bigint },
) {
  const [item] = await tx
    .select({ collectionId: marketItem.collectionId })
    .from(marketItem)
    .where(eq(marketItem.id, itemId))
  if (!item) return
  const sold = {
    ...o,
    itemId,
    collectionId: item.collectionId,
    sellerAddress: o.signer.toLowerCase(),
    currency: o.currency.toLowerCase(),
  }
  await recordSale(deps, tx, event, sold, { ...sale, amount: o.amount })
}

/** AuctionSettled(optionHash, bidder, price): the delivery of an auction to its highest bid. */
export const onAuctionSettled = (deps: TradeDeps) => async (event: ChainEvent, tx: Tx) => {
  const sale = { buyer: arg(event, 'bidder') as Address, total: BigInt(arg(event, 'price')) }
  const l = await fill(deps, tx, event, { ...sale, optionHash: arg(event, 'optionHash') })
  if (!l) return
  await tellBuyer(deps, tx, event, 'auctionWon', l.itemId, l.currency, sale)
  await tx
    .update(marketOffer)
    .set({ state: 'accepted', closedBlock: event.blockNumber })
    .where(and(eq(marketOffer.orderId, l.id), eq(marketOffer.onchain, true), eq(marketOffer.state, 'active')))
}

/** The other offers on a sold listing can no longer be accepted. */
async function closeOtherOffers(tx: Tx, orderId: number, block: number) {
  await tx
    .update(marketOffer)
    .set({ state: 'expired', closedBlock: block })
    .where(and(eq(marketOffer.orderId, orderId), inArray(marketOffer.state, ['active'])))
}
