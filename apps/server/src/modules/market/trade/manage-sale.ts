import * as Exchange from '@kid/contracts/artifacts/Exchange'
import type { Option } from '@kid/contracts/market/typedData'
import type { OrderView, SaleCancelAll, TxRequest } from '@kid/shared/market/trade'
import { and, eq, max } from 'drizzle-orm'
import type { Hex } from 'viem'
import type { Tx } from '../../../platform/db/database.ts'
import { badRequest, notFound } from '../../../platform/errors.ts'
import { marketActivity } from '../tables/activity.ts'
import { marketOrder } from '../tables/order.ts'
import { createSale } from './create-sale.ts'
import { type TradeDeps, tradeNow } from './deps.ts'
import { holdsNoEscrowedBid } from './escrow.ts'
import { exchangeTx } from './exchange-tx.ts'
import { refreshStatsOfItems } from './indexer/stats.ts'
import { type Listing, listingById, optionOf, orderView } from './orders.ts'
import { deadReason, escrowOf, expireListing } from './purchase.ts'

export const MANAGE_TEXT = {
  notFound: 'This listing does not exist.',
  notYours: 'Only the seller can change this listing.',
  notActive: 'This listing is no longer active.',
  otherItem: 'The new price must be for the same item.',
  nonceReuse:
    'A higher price, another currency or more copies need a new nonce (the old signature stays valid until it is cancelled on-chain).',
} as const

type Cancelled = { order: OrderView; cancelOnChain: boolean; cancelTx: TxRequest | null }

/** A listing its caller's bound wallet signed, still active: what cancel and modify act on. */
async function ownActiveListing(deps: TradeDeps, userId: number, orderId: number): Promise<Listing> {
  const listing = await listingById(deps.db, orderId)
  if (!listing) throw notFound(MANAGE_TEXT.notFound)
  await deps.callers.boundSigner(userId, listing.sellerAddress as Hex).catch(() => {
    throw badRequest(MANAGE_TEXT.notYours)
  })
  if (listing.state !== 'active') throw badRequest(MANAGE_TEXT.notActive)
  return listing
}

/**
 * GET item/sale/cancel/{orderId}: hidden at once and refused for offers. The signature was served
 * publicly while listed, so anyone could still fill it: unless its nonce is already spent, the
 * answer carries the Exchange's cancel(nonce) for the seller's wallet; its event confirms.
 */
export async function cancelSale(deps: TradeDeps, userId: number, orderId: number): Promise<Cancelled> {
  const listing = await ownActiveListing(deps, userId, orderId)
  await deps.db.transaction(async (tx) => {
    if (await closeListing(tx, listing)) await refreshStatsOfItems(tx, [listing.itemId])
  })
  return {
    order: orderView({ ...listing, state: 'cancelled' }),
    ...(await onChainCancel(deps, optionOf(listing))),
  }
}

/**
 * POST item/sale/cancel/all: every active listing of the caller's wallet leaves the market at once.
 * The answer's `minNonce` is for the Exchange's cancelAll: one above every nonce this seller ever
 * listed with here and above the chain's floor, so once it is mined no signature the marketplace
 * served can be filled (the indexed AllCancelled confirms). `cancelOnChain` is false when every
 * stored nonce is already below the floor. Auctions holding an escrowed bid stay: the first bid
 * spent their nonce, so only delivery (or the winner's reclaim) ends them.
 */
export async function cancelAllSales(deps: TradeDeps, userId: number): Promise<SaleCancelAll> {
  const seller = await deps.callers.boundWallet(userId)
  const floor = await deps.client.readContract({
    address: deps.domain.exchange,
    abi: Exchange.abi,
    functionName: 'minNonce',
    args: [seller],
  })
  return deps.db.transaction(async (tx) => {
    const [top] = await tx
      .select({ nonce: max(marketOrder.nonce) })
      .from(marketOrder)
      .where(eq(marketOrder.sellerAddress, seller))
    const rows = await tx
      .select({ id: marketOrder.id })
      .from(marketOrder)
      .where(
        and(eq(marketOrder.sellerAddress, seller), eq(marketOrder.state, 'active'), holdsNoEscrowedBid(tx)),
      )
      .orderBy(marketOrder.id)
    const closed: Listing[] = []
    for (const { id } of rows) {
      const listing = await listingById(tx, id)
      if (listing && (await closeListing(tx, listing))) closed.push(listing)
    }
    await refreshStatsOfItems(
      tx,
      closed.map((l) => l.itemId),
    )
    const highest = top?.nonce ?? null
    const cancelOnChain = highest !== null && BigInt(highest) >= floor
    return {
      orders: closed.map((l) => orderView({ ...l, state: 'cancelled' })),
      cancelOnChain,
      minNonce: cancelOnChain ? String(BigInt(highest as bigint) + 1n) : null,
    }
  })
}

/** Marks one active listing cancelled with its 'cancel' activity; false when it was no longer active. */
async function closeListing(tx: Tx, listing: Listing): Promise<boolean> {
  const [closed] = await tx
    .update(marketOrder)
    .set({ state: 'cancelled' })
    .where(and(eq(marketOrder.id, listing.id), eq(marketOrder.state, 'active')))
    .returning({ id: marketOrder.id })
  if (!closed) return false
  await tx.insert(marketActivity).values({
    itemId: listing.itemId,
    collectionId: listing.collectionId,
    kind: 'cancel',
    fromAddress: listing.sellerAddress,
    amount: listing.amount,
  })
  return true
}

async function onChainCancel(deps: TradeDeps, o: Option, needed = true) {
  // Only a spent nonce makes the old signature harmless; the item moving away may be undone.
  const spent = await deps.client.readContract({
    address: deps.domain.exchange,
    abi: Exchange.abi,
    functionName: 'isNonceUsed',
    args: [o.signer, o.nonce],
  })
  const cancelOnChain = needed && !spent
  return {
    cancelOnChain,
    cancelTx: cancelOnChain ? exchangeTx.cancel(deps.domain.exchange, [o.nonce]) : null,
  }
}

/**
 * POST item/sale/modify: a new signed option replaces the listing. With the same nonce, filling
 * either spends it, so a lower price (same item, currency and amount) needs no on-chain step: the
 * old, higher price only ever pays the seller more. Anything else must use a new nonce and the old
 * one is cancelled on-chain (cancelOnChain, cancelTx).
 */
export async function modifySale(
  deps: TradeDeps,
  userId: number,
  orderId: number,
  o: Option,
  signature: Hex,
) {
  const listing = await ownActiveListing(deps, userId, orderId)
  const old = optionOf(listing)
  if (o.collection.toLowerCase() !== old.collection.toLowerCase() || o.tokenId !== old.tokenId)
    throw badRequest(MANAGE_TEXT.otherItem)
  const cheaper = o.price <= old.price && o.currency === old.currency && o.amount <= old.amount
  if (o.nonce === old.nonce && !cheaper) throw badRequest(MANAGE_TEXT.nonceReuse)
  const [replacedBy] = await createSale(deps, userId, [o], signature, orderId)
  return {
    order: orderView({ ...listing, state: 'cancelled' }),
    replacedBy: replacedBy as OrderView,
    ...(await onChainCancel(deps, old, o.nonce !== old.nonce)),
  }
}

/**
 * POST item/sale/update: checks a listing against the chain again; one that cannot be filled
 * expires. An auction holding a bid stays: its spent nonce and its end are the escrow's business.
 */
export async function refreshSale(deps: TradeDeps, orderId: number): Promise<OrderView> {
  const listing = await listingById(deps.db, orderId)
  if (!listing) throw notFound(MANAGE_TEXT.notFound)
  if (listing.state !== 'active' || (await escrowOf(deps, listing))) return orderView(listing)
  if (!(await deadReason(deps, listing, await tradeNow(deps)))) return orderView(listing)
  await expireListing(deps, orderId)
  return orderView({ ...listing, state: 'expired' })
}

/** GET item/sale/detail/{itemId}/{orderId}. */
export async function saleDetail(deps: TradeDeps, itemId: number, orderId: number): Promise<OrderView> {
  const listing = await listingById(deps.db, orderId)
  if (!listing || listing.itemId !== itemId) throw notFound(MANAGE_TEXT.notFound)
  return orderView(listing)
}
