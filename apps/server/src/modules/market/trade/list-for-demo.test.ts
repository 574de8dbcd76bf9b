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
  it('lists a dev account’s items through the listing service, signed as one batch', async () => {
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
    // One signature over the merkle root of both options, each listing with its proof.
    expect(orders[0]?.merkleRoot).toMatch(/^0x[0-9a-f]{64}$/)
    expect(orders[1]?.merkleRoot).toBe(orders[0]?.merkleRoot)
    expect(orders[1]?.signature).toBe(orders[0]?.signature)
    expect(orders.every((o) => o.proof.length === 1)).toBe(true)
  })
})
