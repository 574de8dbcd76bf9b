import * as KidERC721 from '@kid/contracts/artifacts/KidERC721'
import { devAccount } from '@kid/contracts/deploy/devAccounts'
import { eq, inArray } from 'drizzle-orm'
import { type Address, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../testing/app.ts'
import { startTestChain, type TestChain } from '../../../testing/chain.ts'
import { createAccountService } from '../../account/index.ts'
import { currenciesOf } from '../currencies.ts'
import { marketCollection } from '../tables/collection.ts'
import { marketItem } from '../tables/item.ts'
import { marketOffer, marketOrder } from '../tables/order.ts'
import { seedDemo } from './seed-demo.ts'

let chain: TestChain
let t: TestApp
beforeAll(async () => {
  chain = await startTestChain()
  t = await createTestApp({}, undefined, {}, { chain })
})
afterAll(async () => {
  await t?.close()
  await chain?.close()
})

type Item = typeof marketItem.$inferSelect

async function collectionOf(item: Item | undefined) {
  const [row] = await t.app.db
    .select()
    .from(marketCollection)
    .where(eq(marketCollection.id, item?.collectionId ?? 0))
  return row
}

/** The ERC-721 holder of an item, as the chain says. */
async function holderOf(item: Item | undefined) {
  return chain.client.readContract({
    address: (await collectionOf(item))?.address as Address,
    abi: KidERC721.abi,
    functionName: 'ownerOf',
    args: [item?.tokenId ?? 0n],
  })
}

describe('seedDemo', () => {
  it('makes three creators with deployed collections, minted art and listings, then a collector buys one and bids on an auction', async () => {
    const account = createAccountService({ db: t.app.db, config: t.config })
    const deps = {
      db: t.app.db,
      config: t.config,
      chainId: chain.chainId,
      currencies: currenciesOf(undefined),
      account,
      members: account.members,
    }
    const ids = await seedDemo(t.app, t.config, deps, () => {})
    expect(ids).toHaveLength(9)
    const items = await t.app.db.select().from(marketItem).where(inArray(marketItem.id, ids))
    expect(
      items.every((i) => i.status === 'minted' && i.tokenId !== null && i.description === 'Demo item'),
    ).toBe(true)
    const aurora = items.find((i) => i.name === 'Aurora No. 1')
    const collection = await collectionOf(aurora)
    // The chain agrees: dev account 5 holds the token it minted in its factory-made collection.
    expect(await holderOf(aurora)).toBe(devAccount(5).address)
    expect(collection).toMatchObject({ name: 'Aurora Fields', description: 'Demo collection', shared: false })
    // Aurora's and Tide's first listings and Aurora's auction stay; the collector bought Ember's.
    const listed = await t.app.db.select().from(marketOrder).where(eq(marketOrder.state, 'active'))
    expect(listed).toHaveLength(3)
    const ember = items.find((i) => i.name === 'Ember I')
    const [sold] = await t.app.db
      .select()
      .from(marketOrder)
      .where(eq(marketOrder.itemId, ember?.id ?? 0))
    expect(sold?.state).toBe('filled')
    expect(await holderOf(ember)).toBe(devAccount(8).address)
    const counts = await t.app.inject({ url: '/api/dcservice/home/open/index/count', headers: t.signed() })
    expect(counts.json().data.volumeWei).toBe(String(parseEther('0.4')))

    // Aurora No. 2 is up for auction in WETH with the collector's bid, a fifth above the reserve.
    const auctioned = items.find((i) => i.name === 'Aurora No. 2')
    const auction = listed.find((o) => o.itemId === auctioned?.id)
    expect(auction?.channel).toBe(1)
    const bids = await t.app.db
      .select()
      .from(marketOffer)
      .where(eq(marketOffer.orderId, auction?.id ?? 0))
    expect(bids).toMatchObject([
      {
        state: 'active',
        onchain: true,
        priceWei: parseEther('0.12'),
        bidderAddress: devAccount(8).address.toLowerCase(),
      },
    ])
    const page = await t.app.inject({
      url: `/api/dcservice/open/creator/index?address=${devAccount(6).address}`,
      headers: t.signed(),
    })
    expect(page.json().data).toMatchObject({ username: 'demo_tide', created: 2, onSale: 1 })
  }, 180_000)
})
