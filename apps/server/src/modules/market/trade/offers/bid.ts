import * as Exchange from '@kid/contracts/artifacts/Exchange'
import { minimumBid } from '@kid/shared/market/bid-rule'
import type { Hex } from 'viem'
import { badRequest } from '../../../../platform/errors.ts'
import { auctionOf } from '../chain-checks.ts'
import type { TradeDeps } from '../deps.ts'
import { exchangeTx } from '../exchange-tx.ts'
import { optionOf, proofOf } from '../orders.ts'
import { fundsFor, liveListing } from '../purchase.ts'

export const BID_TEXT = {
  notAuction: 'This listing has a fixed price: buy it, or make a signed offer.',
  own: 'You cannot bid on your own auction.',
  currency: 'This auction is not in a currency bids can use.',
  tooLow: (least: bigint) =>
    `Your bid must be at least ${least} (the reserve, or 5 % above the highest bid).`,
} as const

/**
 * POST item/offer/bidding on an auction: bids are escrowed by the Exchange, so nothing is stored
 * here; the answer is the `bid` transaction (after an ERC-20 approve when needed), and the
 * indexed BidPlaced event makes the bid, and outbids the previous one.
 */
export async function placeBid(deps: TradeDeps, userId: number, orderId: number, price: bigint) {
  const listing = await liveListing(deps, orderId)
  const o = optionOf(listing)
  if ((o.channel & 1) === 0) throw badRequest(BID_TEXT.notAuction)
  const bidder = await deps.callers.boundWallet(userId)
  if (bidder === listing.sellerAddress) throw badRequest(BID_TEXT.own)
  const flags = await deps.client.readContract({
    address: deps.domain.exchange,
    abi: Exchange.abi,
    functionName: 'currencies',
    args: [o.currency],
  })
  if ((flags & 2) === 0) throw badRequest(BID_TEXT.currency)
  const auction = await auctionOf(deps, listing.optionHash as Hex)
  const least = minimumBid(o.price, auction.bidder ? auction.price : undefined)
  if (price < least) throw badRequest(BID_TEXT.tooLow(least))
  const approve = await fundsFor(deps, o.currency, bidder, price)
  const tx = exchangeTx.bid(deps.domain.exchange, o, listing.signature as Hex, proofOf(listing), price)
  return { offer: null, approve, tx }
}
