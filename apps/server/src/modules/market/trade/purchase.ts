import * as WETH from '@kid/contracts/artifacts/WETH'
import type { TxRequest } from '@kid/shared/market/trade'
import { and, eq } from 'drizzle-orm'
import { type Address, type Hex, zeroAddress } from 'viem'
import { badRequest, notFound } from '../../../platform/errors.ts'
import { marketOrder } from '../tables/order.ts'
import { auctionOf, unfillableReason } from './chain-checks.ts'
import { type TradeDeps, tradeNow } from './deps.ts'
import { exchangeTx } from './exchange-tx.ts'
import { filledAmount, type Listing, listingById, optionOf, orderView, proofOf } from './orders.ts'
import { boundWallet } from './wallet-of.ts'

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
 * A listing someone may trade now: active, in its time window and still fillable on-chain. One that
 * is not (the item moved, approval revoked, nonce spent, ended) is marked expired on the way, so
 * the marketplace stops showing it.
 */
export async function liveListing(deps: TradeDeps, orderId: number): Promise<Listing> {
  const listing = await listingById(deps.db, orderId)
  if (!listing) throw notFound(BUY_TEXT.notFound)
  if (listing.state !== 'active') throw badRequest(BUY_TEXT.notActive)
  const o = optionOf(listing)
  const now = await tradeNow(deps)
  if (o.startTime > now) throw badRequest(BUY_TEXT.notStarted)
  // An auction's first bid spends its nonce and may extend its end: the escrow decides then.
  const auction = (o.channel & 1) !== 0 ? await auctionOf(deps, listing.optionHash as Hex) : undefined
  const reason = auction?.bidder
    ? auction.endTime < now && BUY_TEXT.notActive
    : o.endTime < now
      ? BUY_TEXT.notActive
      : await unfillableReason(deps.client, deps.domain.exchange, o, {
          units: await unitsLeft(deps, listing),
        })
  if (reason) {
    await deps.db
      .update(marketOrder)
      .set({ state: 'expired' })
      .where(and(eq(marketOrder.id, orderId), eq(marketOrder.state, 'active')))
    throw badRequest(BUY_TEXT.notActive)
  }
  return listing
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
  const buyer = await boundWallet(deps.db, userId)
  if (buyer === o.signer.toLowerCase()) throw badRequest(BUY_TEXT.own)
  const left = await unitsLeft(deps, listing)
  const amount = wanted ?? left
  if (amount < 1n || amount > left) throw badRequest(BUY_TEXT.amount)
  const total = o.price * amount
  const value = o.currency === zeroAddress ? total : 0n
  if (value > 0n && (await deps.client.getBalance({ address: buyer })) < total)
    throw badRequest(BUY_TEXT.balance)
  const approve: TxRequest | null = await fundsFor(deps, o.currency, buyer, total)
  const tx = exchangeTx.buy(
    deps.domain.exchange,
    o,
    listing.signature as Address,
    proofOf(listing),
    amount,
    value,
  )
  return { order: orderView(listing), total: String(total), approve, tx }
}
