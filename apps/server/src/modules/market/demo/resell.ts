import type { FastifyInstance } from 'fastify'
import type { AccountService } from '../../account/index.ts'
import { type DemoListing, listForDemo } from '../trade/list-for-demo.ts'
import { randomOf } from './art/random.ts'
import type { DemoMember } from './demo-members.ts'
import type { DemoPurchase } from './demo-trades.ts'
import { percentOf } from './world/prices.ts'

/**
 * The secondary market: collectors list what they bought of `resold` items again, in the same
 * currency, for a third to double what they paid. One batch per collector.
 */
export async function resell(app: FastifyInstance, accounts: AccountService, purchases: DemoPurchase[]) {
  const byBuyer = new Map<DemoMember, DemoListing[]>()
  for (const { listed, buyer, amount } of purchases) {
    if (listed.role !== 'resold') continue
    const { item, order } = listed
    const random = randomOf(`${item.collection.plan.symbol}:${item.number}:resale`)
    const listings = byBuyer.get(buyer) ?? []
    listings.push({
      collection: item.collection.address,
      tokenId: item.tokenId,
      price: percentOf(BigInt(order.option.price), random.int(130, 200)),
      currency: listed.token.address,
      ...(item.collection.plan.standard === 1155 ? { amount } : {}),
    })
    byBuyer.set(buyer, listings)
  }
  for (const [buyer, listings] of byBuyer)
    await listForDemo(app, accounts, { dev: buyer.signer.dev, userId: buyer.userId }, listings)
}
