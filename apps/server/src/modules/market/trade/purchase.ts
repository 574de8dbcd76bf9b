import * as WETH from '@kid/contracts/artifacts/WETH'
import type { TxRequest } from '@kid/shared/market/trade'
import { and, eq } from 'drizzle-orm'
import { type Address, type Hex, zeroAddress } from 'viem'
import { transaction } from '../../../platform/db/after-commit.ts'
import { badRequest, notFound } from '../../../platform/errors.ts'
import { marketOrder } from '../tables/order.ts'
import { auctionOf, unfillableReason } from './chain-checks.ts'
import { type TradeDeps, tradeNow } from './deps.ts'
import { exchangeTx } from './exchange-tx.ts'
import { assertListingBound } from './metadata-bound.ts'
import { filledAmount, type Listing, listingById, optionOf, orderView, proofOf } from './orders.ts'
import { tellTrade } from './trade-notices.ts'

export const BUY_TEXT = {
  notFound: 'This listing does not exist.',
  notActive: 'This listing is no longer for sale.',
  notStarted: 'This sale has not started yet.',
  auction: 'This is an auction: place a bid instead.',
  own: 'This is your own listing.',
  amount: 'Choose between 1 and the copies still for sale.',
  balance: 'Your balance is too low for this purchase.',
} as const

/**
 * A listing someone may trade now: active, in its time window, made on the item's current metadata
 * and still fillable on-chain. One that is not (the item moved, approval revoked, nonce spent,
 * ended, details changed) is marked expired on the way, so the marketplace stops showing it.
 */
export async function liveListing(deps: TradeDeps, orderId: number): Promise<Listing> {
  const listing = await listingById(deps.db, orderId)
  if (!listing) throw notFound(BUY_TEXT.notFound)
  if (listing.state !== 'active') throw badRequest(BUY_TEXT.notActive)
  const now = await tradeNow(deps)
  if (optionOf(listing).startTime > now) throw badRequest(BUY_TEXT.notStarted)
  const escrow = await escrowOf(deps, listing)
  await assertListingBound(deps, listing, escrow !== undefined)
  if (escrow) {
    if (escrow.endTime < now) throw badRequest(BUY_TEXT.notActive)
    return listing
  }
  if (await deadReason(deps, listing, now)) {
    await expireListing(deps, orderId)
    throw badRequest(BUY_TEXT.notActive)
  }
  return listing
}

/**
 * The on-chain auction of a listing that holds a bid, else undefined. The first bid spends the
 * listing's nonce and may extend its end; from then on only delivery (settle) or the winner's
 * reclaim, both indexed, end it — no check here may expire it.
 */
export async function escrowOf(deps: TradeDeps, listing: Listing) {
  if ((listing.channel & 1) === 0) return undefined
  const auction = await auctionOf(deps, listing.optionHash as Hex)
  return auction.bidder ? auction : undefined
}

/** Why a listing holding no bid can no longer be filled at `now` (ended, or unfillable on chain). */
export async function deadReason(deps: TradeDeps, listing: Listing, now: bigint) {
  const o = optionOf(listing)
  if (o.endTime < now) return BUY_TEXT.notActive
  return unfillableReason(deps.client, deps.domain.exchange, o, { units: await unitsLeft(deps, listing) })
}

/** A listing found ended or unfillable expires, and its seller hears it ended unsold (once). */
export async function expireListing(deps: TradeDeps, orderId: number) {
  await transaction(deps.db, async (tx) => {
    const [ended] = await tx
      .update(marketOrder)
      .set({ state: 'expired' })
      .where(and(eq(marketOrder.id, orderId), eq(marketOrder.state, 'active')))
      .returning()
    if (!ended) return
    await tellTrade(deps, tx, 'listingExpired', {
      wallet: ended.sellerAddress,
      itemId: ended.itemId,
      priceWei: ended.priceWei,
      currency: ended.currency,
      eventKey: `expired:${ended.id}`,
    })
  })
}

/** Copies of a listing not sold yet (a partly filled ERC-1155 listing stays open for the rest). */
export const unitsLeft = async (deps: TradeDeps, l: Listing) => l.amount - (await filledAmount(deps.db, l.id))

/** An ERC-20 approve when the wallet's allowance to the exchange is below `total`; balance checked first. */
export async function fundsFor(deps: TradeDeps, currency: Address, owner: Address, total: bigint) {
  if (currency === zeroAddress) return null
  const token = { address: currency, abi: WETH.abi } as const
  const [balance, allowance] = await Promise.all([
    deps.client.readContract({ ...token, functionName: 'balanceOf', args: [owner] }),
    deps.client.readContract({ ...token, functionName: 'allowance', args: [owner, deps.domain.exchange] }),
  ])
  if (balance < total) throw badRequest(BUY_TEXT.balance)
  return allowance < total ? exchangeTx.approve(currency, deps.domain.exchange, total) : null
}

/**
 * GET item/offer/purchase/{orderId}: the signed order and the exact transaction the buyer's wallet
 * sends (buy, with the ETH value), plus an approve first for an ERC-20 listing. Nothing is marked
 * sold here: only the indexed OptionFilled event does that.
 */
export async function purchase(deps: TradeDeps, userId: number, orderId: number, wanted?: bigint) {
  const listing = await liveListing(deps, orderId)
  const o = optionOf(listing)
  if ((o.channel & 1) !== 0) throw badRequest(BUY_TEXT.auction)
  const buyer = await deps.callers.boundWallet(userId)
  if (buyer === o.signer.toLowerCase()) throw badRequest(BUY_TEXT.own)
  const left = await unitsLeft(deps, listing)
  const amount = wanted ?? left
  if (amount < 1n || amount > left) throw badRequest(BUY_TEXT.amount)
  const total = o.price * amount
  const value = o.currency === zeroAddress ? total : 0n
  if (value > 0n && (await deps.client.getBalance({ address: buyer })) < total)
    throw badRequest(BUY_TEXT.balance)
  const approve: TxRequest | null = await fundsFor(deps, o.currency, buyer, total)
  const tx = exchangeTx.buy(deps.domain.exchange, o, listing.signature as Address, proofOf(listing), amount)
  return { order: orderView(listing), total: String(total), approve, tx }
}
