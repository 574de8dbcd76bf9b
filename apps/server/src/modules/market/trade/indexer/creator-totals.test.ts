import * as KidERC721 from '@kid/contracts/artifacts/KidERC721'
import { eq } from 'drizzle-orm'
import { type Address, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectTotalsOfBaseRows } from '../../creators/totals-testing.ts'
import { marketCollection } from '../../tables/collection.ts'
import { marketItem } from '../../tables/item.ts'
import { type TradeScene, tradeScene } from '../test-scene.ts'

let { w, seller, buyer, call, list, stateOf } = {} as TradeScene
beforeAll(async () => {
  ;({ w, seller, buyer, call, list, stateOf } = await tradeScene())
})
afterAll(async () => w?.close())

const upload = `/uploads/2026/11/${'cd'.repeat(32)}.png`

/** The seller adds a draft to the shared ERC-721 and mints it from their wallet; the indexer claims it. */
async function mintDraft(name: string) {
  const [shared] = await w.t.app.db
    .select({ id: marketCollection.id })
    .from(marketCollection)
    .where(eq(marketCollection.address, w.contracts.erc721))
  const added = await call(seller, 'add', { collectionId: shared?.id, name, media: upload })
  await w.chain.write(3, {
    address: w.contracts.erc721,
    abi: KidERC721.abi,
    functionName: 'mint',
    args: [seller.wallet.address, added.data.tokenUri, seller.wallet.address, 250],
  })
  const status = async () =>
    (await w.t.app.db.select().from(marketItem).where(eq(marketItem.id, added.data.id)))[0]
  await w.until(async () => (await status())?.status === 'minted', `${name} minted`)
  return { itemId: added.data.id as number, tokenId: (await status())?.tokenId ?? 0n }
}

/** The buyer buys the seller's token at `price` through the Exchange; resolves once the sale is indexed. */
async function sell(tokenId: bigint, price: bigint) {
  const order = await list(await w.option(3, tokenId, { price }))
  const bought = await call(buyer, `offer/purchase/${order.orderId}`)
  await w.send(4, bought.data.tx)
  await w.until(async () => (await stateOf(order.orderId)) === 'filled', 'the indexed sale')
  return order.orderId as number
}

const rankedSeller = async () => {
  const url = '/api/dcservice/open/creator/top/ranking?period=all'
  const all = (await w.t.app.inject({ url, headers: w.t.signed() })).json()
  return all.data.list.find((c: { address: Address }) => c.address === seller.address)
}

describe('creator totals kept by the indexer', () => {
  it('count an indexed mint and sale, and a reorg takes back the ones it removed', async () => {
    const first = await mintDraft('First light')
    await sell(first.tokenId, parseEther('1'))
    await expectTotalsOfBaseRows(w.t.app.db)
    expect(await rankedSeller()).toMatchObject({ items: 1, volumeWei: String(parseEther('1')) })

    const snapshot = await w.chain.snapshot()
    const second = await mintDraft('Second light')
    const orderId = await sell(second.tokenId, parseEther('2'))
    await expectTotalsOfBaseRows(w.t.app.db)
    expect(await rankedSeller()).toMatchObject({ items: 2, volumeWei: String(parseEther('3')) })

    await w.chain.revert(snapshot)
    await w.mint721(6)
    await w.until(async () => (await stateOf(orderId)) === 'active', 'the rollback')
    await expectTotalsOfBaseRows(w.t.app.db)
    expect(await rankedSeller()).toMatchObject({ items: 1, volumeWei: String(parseEther('1')) })
  })
})
