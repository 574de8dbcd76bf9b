import { parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listForDemo } from './list-for-demo.ts'
import { tradeWorld } from './test-world.ts'

let w: Awaited<ReturnType<typeof tradeWorld>>
beforeAll(async () => {
  w = await tradeWorld()
})
afterAll(async () => w?.close())

describe('listForDemo', () => {
  it('lists a dev account’s items with real signatures through the listing service', async () => {
    const seller = await w.member(7)
    const [a, b] = [await w.mint721(7), await w.mint721(7)]
    const orders = await listForDemo(w.t.app, w.account, { dev: 7, userId: seller.userId }, [
      { collection: w.contracts.erc721, tokenId: a.tokenId, price: parseEther('0.5') },
      {
        collection: w.contracts.erc721,
        tokenId: b.tokenId,
        price: parseEther('0.2'),
        currency: w.contracts.weth,
        auction: true,
      },
    ])
    expect(orders.map((o) => [o.itemId, o.state, o.option.channel, o.option.price])).toEqual([
      [a.itemId, 'active', 0, String(parseEther('0.5'))],
      [b.itemId, 'active', 1, String(parseEther('0.2'))],
    ])
  })
})
