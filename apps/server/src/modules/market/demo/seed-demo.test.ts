import * as KidERC721 from '@kid/contracts/artifacts/KidERC721'
import { devAccount } from '@kid/contracts/deploy/devAccounts'
import { eq } from 'drizzle-orm'
import { type Address, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../testing/app.ts'
import { startTestChain, type TestChain } from '../../../testing/chain.ts'
import { accountWalletNonce } from '../../account/tables/wallet-nonce.ts'
import { marketCollection } from '../tables/collection.ts'
import { marketItem } from '../tables/item.ts'
import { marketOffer, marketOrder } from '../tables/order.ts'

let chain: TestChain
let t: TestApp
beforeAll(async () => {
  chain = await startTestChain()
  t = await createTestApp({}, undefined, { demoData: true }, { chain })
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

/** Polls until `check` answers, for what the demo seeds in the background (3 minutes at most). */
async function until<T>(check: () => Promise<T | undefined>): Promise<T> {
  for (let i = 0; i < 1800; i++) {
    const found = await check()
    if (found !== undefined) return found
    await new Promise((done) => setTimeout(done, 100))
  }
  throw new Error('the demo did not finish seeding')
}

describe('the demo world of npm start (DEMO_DATA on, embedded chain)', () => {
  it('makes three creators with deployed collections, minted art and listings, then a collector buys one and bids on an auction', async () => {
    // As npm start does: the demo seeds once the server listens, into a database without members.
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    // The collector's bid on the auction is the seeding's last step.
    await until(async () => {
      const [bid] = await t.app.db.select().from(marketOffer).where(eq(marketOffer.onchain, true))
      return bid
    })
    const items = await t.app.db.select().from(marketItem)
    expect(items).toHaveLength(9)
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

    // Each demo member bound their wallet as a person does: by signing the EIP-4361 message of a
    // bind nonce (type 2) issued to them, which the bind used up.
    const binds = await t.app.db.select().from(accountWalletNonce).where(eq(accountWalletNonce.type, 2))
    expect(binds.map((n) => [n.address, n.usedAt !== null]).sort()).toEqual(
      [5, 6, 7, 8].map((dev) => [devAccount(dev).address.toLowerCase(), true]).sort(),
    )
  }, 180_000)
})
