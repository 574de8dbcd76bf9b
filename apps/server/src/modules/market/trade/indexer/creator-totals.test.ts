import { type Address, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectTotalsOfBaseRows } from '../../creators/totals-testing.ts'
import { type TradeScene, tradeScene } from '../test-scene.ts'

let { w, seller, buyer, call, list, stateOf, mintDraft } = {} as TradeScene
beforeAll(async () => {
  ;({ w, seller, buyer, call, list, stateOf, mintDraft } = await tradeScene())
})
afterAll(async () => w?.close())

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
