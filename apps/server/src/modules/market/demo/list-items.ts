import type { OrderView } from '@kid/shared/market/trade'
import type { FastifyInstance } from 'fastify'
import { type Address, zeroAddress } from 'viem'
import type { AccountService } from '../../account/index.ts'
import { type DemoListing, listForDemo } from '../trade/list-for-demo.ts'
import { randomOf } from './art/random.ts'
import type { DemoMember } from './demo-members.ts'
import type { DemoItem } from './mint-items.ts'
import type { DemoCurrency } from './world/collections.ts'
import { priceOf } from './world/prices.ts'
import { type DemoRole, roleOf } from './world/roles.ts'

export type PaymentToken = { address: Address; decimals: number }
export type PaymentTokens = Record<DemoCurrency, PaymentToken>

/** An item put on the market, with what happens to it next (its role) and its listing. */
export type ListedItem = { item: DemoItem; role: DemoRole; order: OrderView; token: PaymentToken }

const DAY = 86_400n

/**
 * Each creator lists their items by role: fixed prices in the collection's currency, offers and
 * auctions in an ERC-20 (the collection's, else WETH: the Exchange escrows bids and pays offers in
 * tokens, never in ETH). ERC-1155 editions list up to five copies, or one for an offer or auction.
 * One batch (one signature) per creator.
 */
export async function listItems(
  app: FastifyInstance,
  accounts: AccountService,
  items: DemoItem[],
  tokens: PaymentTokens,
): Promise<ListedItem[]> {
  const byCreator = new Map<
    DemoMember,
    { item: DemoItem; role: DemoRole; listing: DemoListing; token: PaymentToken }[]
  >()
  for (const item of items) {
    const role = roleOf(item.number - 1)
    if (role === 'held') continue
    const { plan, creator, address } = item.collection
    const fixed = role === 'listed' || role === 'sold' || role === 'resold'
    const currency = fixed || plan.currency !== 'ETH' ? plan.currency : 'WETH'
    const token = tokens[currency]
    const random = randomOf(`${plan.symbol}:${item.number}:price`)
    const copies = fixed ? (item.supply < 5n ? item.supply : 5n) : 1n
    const listing: DemoListing = {
      collection: address,
      tokenId: item.tokenId,
      price: priceOf(random, plan.prices, token.decimals),
      currency: token.address,
      ...(plan.standard === 1155 ? { amount: copies } : {}),
      ...(role === 'auction'
        ? { auction: true, duration: BigInt(random.int(1, 5)) * DAY + BigInt(random.int(1, 23)) * 3600n }
        : {}),
    }
    const list = byCreator.get(creator) ?? []
    list.push({ item, role, listing, token })
    byCreator.set(creator, list)
  }
  const listed: ListedItem[] = []
  for (const [creator, list] of byCreator) {
    const orders = await listForDemo(
      app,
      accounts,
      { dev: creator.signer.dev, userId: creator.userId },
      list.map((l) => l.listing),
    )
    const orderOf = new Map(orders.map((o) => [o.itemId, o]))
    for (const { item, role, token } of list) {
      const order = orderOf.get(item.id)
      if (!order) throw new Error(`demo: item ${item.id} was not listed`)
      listed.push({ item, role, order, token })
    }
  }
  return listed
}

/** The payment tokens of the deployment, by the demo's currency names. */
export function paymentTokens(contracts: { weth: Address; usdt: Address }): PaymentTokens {
  return {
    ETH: { address: zeroAddress, decimals: 18 },
    WETH: { address: contracts.weth, decimals: 18 },
    USDT: { address: contracts.usdt, decimals: 6 },
  }
}
