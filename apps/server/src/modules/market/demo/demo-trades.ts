import type { Offer } from '@kid/contracts/market/typedData'
import { minimumBid } from '@kid/shared/market/bid-rule'
import { and, eq, inArray } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { type Hex, maxUint256, parseEther } from 'viem'
import { until } from '../../../platform/demo.ts'
import type { AccountService } from '../../account/index.ts'
import { marketOrderFill } from '../tables/fill.ts'
import { marketOffer } from '../tables/order.ts'
import { type TradeDeps, tradeDeps, tradeNow } from '../trade/deps.ts'
import { exchangeTx } from '../trade/exchange-tx.ts'
import { placeBid } from '../trade/offers/bid.ts'
import { acceptOffer } from '../trade/offers/manage-offer.ts'
import { placeOffer } from '../trade/offers/place-offer.ts'
import { purchase } from '../trade/purchase.ts'
import { signOffer } from '../trade/wallet-sign.ts'
import { type Random, randomOf } from './art/random.ts'
import type { DemoMember } from './demo-members.ts'
import type { ListedItem, PaymentTokens } from './list-items.ts'
import { percentOf, roundedUp } from './world/prices.ts'

/** A sale the collectors made: who bought how many copies of which listing. */
export type DemoPurchase = { listed: ListedItem; buyer: DemoMember; amount: bigint }

/**
 * The collectors trade as browsers would, through the services of the trade calls: they buy
 * (`item/offer/purchase`), sign offers (`item/offer/bidding` on a listing) that sellers accept
 * (`item/offer/accept`), and bid on auctions, each wallet sending the exact transactions the
 * services answer. One wait at the end for the indexer to record every sale and bid.
 */
export async function tradeDemo(
  app: FastifyInstance,
  accounts: AccountService,
  listed: ListedItem[],
  collectors: DemoMember[],
  tokens: PaymentTokens,
): Promise<DemoPurchase[]> {
  const chain = app.chain?.runtime
  if (!chain?.embedded) return []
  const deps = tradeDeps(app.db, chain, accounts)
  // Each collector holds WETH and lets the Exchange spend WETH and the stablecoin, as a wallet
  // does once (offers must be funded and approved when they are signed).
  for (const collector of collectors) {
    await collector.signer.send(exchangeTx.wrap(tokens.WETH.address, parseEther('50')))
    for (const token of [tokens.WETH, tokens.USDT])
      await collector.signer.send(exchangeTx.approve(token.address, deps.domain.exchange, maxUint256))
  }
  const purchases: DemoPurchase[] = []
  const waitFills: number[] = []
  const waitBids: number[] = []
  for (const entry of listed) {
    const random = randomOf(`${entry.item.collection.plan.symbol}:${entry.item.number}:trade`)
    const bidders = shuffled(random, collectors)
    const first = bidders[0]
    if (!first) throw new Error('demo: no collectors to trade')
    const price = BigInt(entry.order.option.price)
    const { creator } = entry.item.collection
    switch (entry.role) {
      case 'sold':
      case 'resold': {
        const amount = BigInt(random.int(1, Math.min(3, Number(entry.order.option.amount))))
        await buy(deps, first, entry, amount)
        purchases.push({ listed: entry, buyer: first, amount })
        waitFills.push(entry.order.orderId)
        break
      }
      case 'offered':
        for (const bidder of bidders.slice(0, random.int(1, 2)))
          await offer(deps, bidder, entry, percentOf(price, random.int(70, 95)))
        break
      case 'accepted': {
        const offerId = await offer(deps, first, entry, percentOf(price, random.int(80, 95)))
        const { tx } = await acceptOffer(deps, creator.userId, offerId)
        await creator.signer.send(tx)
        waitFills.push(entry.order.orderId)
        break
      }
      case 'auction':
        await bidUp(deps, bidders.slice(0, random.int(1, 3)), entry, random)
        waitBids.push(entry.order.orderId)
        break
    }
  }
  await until('the sales and bids to be indexed', async () => {
    const filled = await app.db
      .selectDistinct({ id: marketOrderFill.orderId })
      .from(marketOrderFill)
      .where(inArray(marketOrderFill.orderId, waitFills))
    const bids = await app.db
      .selectDistinct({ id: marketOffer.orderId })
      .from(marketOffer)
      .where(and(inArray(marketOffer.orderId, waitBids), eq(marketOffer.onchain, true)))
    return filled.length === waitFills.length && bids.length === waitBids.length ? true : undefined
  })
  return purchases
}

async function buy(deps: TradeDeps, buyer: DemoMember, entry: ListedItem, amount: bigint) {
  const { approve, tx } = await purchase(deps, buyer.userId, entry.order.orderId, amount)
  if (approve) await buyer.signer.send(approve)
  await buyer.signer.send(tx)
}

/** A signed offer for the whole listing, valid a week, placed through the offer service. */
async function offer(deps: TradeDeps, bidder: DemoMember, entry: ListedItem, price: bigint): Promise<number> {
  const offer: Offer = {
    optionHash: entry.order.optionHash as Hex,
    bidder: bidder.signer.address,
    price,
    expireTime: (await tradeNow(deps)) + 7n * 86_400n,
  }
  const signature = await signOffer(bidder.signer.account, deps.domain, offer)
  const placed = await placeOffer(deps, bidder.userId, entry.order.orderId, offer, signature)
  return placed.offer.offerId
}

/** Bidders in turn, each above the last by the Exchange's least raise and a little more, as people bid. */
async function bidUp(deps: TradeDeps, bidders: DemoMember[], entry: ListedItem, random: Random) {
  const reserve = BigInt(entry.order.option.price)
  let highest: bigint | undefined
  for (const bidder of bidders) {
    const least = roundedUp(minimumBid(reserve, highest))
    const wanted = percentOf(highest ?? reserve, random.int(104, 125))
    const price = wanted > least ? wanted : least
    const { approve, tx } = await placeBid(deps, bidder.userId, entry.order.orderId, price)
    if (approve) await bidder.signer.send(approve)
    await bidder.signer.send(tx)
    highest = price
  }
}

/** The members in a seeded order: who buys or bids first differs from item to item. */
function shuffled<T>(random: Random, list: readonly T[]): T[] {
  const copy = [...list]
  for (let i = copy.length - 1; i > 0; i--) {
    const j = random.int(0, i)
    ;[copy[i], copy[j]] = [copy[j] as T, copy[i] as T]
  }
  return copy
}
