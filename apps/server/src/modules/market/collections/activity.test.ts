import * as KidERC721 from '@kid/contracts/artifacts/KidERC721'
import { devAccount } from '@kid/contracts/deploy/devAccounts'
import { optionToWire } from '@kid/shared/market/trade'
import { and, eq } from 'drizzle-orm'
import { parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { marketActivity } from '../tables/activity.ts'
import { marketItem } from '../tables/item.ts'
import { marketOrder } from '../tables/order.ts'
import { tradeWorld } from '../trade/test-world.ts'
import { signOption } from '../trade/wallet-sign.ts'

let w: Awaited<ReturnType<typeof tradeWorld>>
beforeAll(async () => {
  w = await tradeWorld()
})
afterAll(async () => w?.close())

type Row = { kind: string; txHash: string | null }
const open = async (url: string): Promise<Row[]> =>
  (await w.t.app.inject({ url: `/api/dcservice/${url}`, headers: w.t.signed() })).json().data.list
const ofTx = (rows: Row[], hash: string) => rows.filter((r) => r.txHash === hash).map((r) => r.kind)

describe('activity lists', () => {
  it('show a purchase once, as its Sale, on the item, the collection and both creators; the transfer row stays for reorgs', async () => {
    const seller = await w.member(3)
    const buyer = await w.member(4)
    await w.approveAll(3)
    const { tokenId, itemId } = await w.mint721(3)
    const option = await w.option(3, tokenId, { price: parseEther('0.3') })
    const listed = await w.t.app.inject({
      method: 'POST',
      url: '/api/dcservice/item/sale/create',
      headers: { ...seller.headers(), 'x-signature': await signOption(devAccount(3), w.deps.domain, option) },
      payload: { option: optionToWire(option) },
    })
    const orderId = listed.json().data.orders[0].orderId
    const bought = await w.t.app.inject({
      url: `/api/dcservice/item/offer/purchase/${orderId}`,
      headers: buyer.headers(),
    })
    const receipt = await w.send(4, bought.json().data.tx)
    await w.until(async () => {
      const rows = await w.t.app.db
        .select()
        .from(marketActivity)
        .where(eq(marketActivity.txHash, receipt.transactionHash))
      return rows.length === 2
    }, 'the indexed transfer and sale')
    const [order] = await w.t.app.db.select().from(marketOrder).where(eq(marketOrder.id, orderId))
    expect(order?.state).toBe('filled')

    const [item] = await w.t.app.db.select().from(marketItem).where(eq(marketItem.id, itemId))
    for (const url of [
      `item/open/activity?id=${itemId}`,
      `collection/open/activity?id=${item?.collectionId}&size=100`,
      `open/creator/activity?address=${seller.address}&size=100`,
      `open/creator/activity?address=${buyer.address}&size=100`,
    ])
      expect(ofTx(await open(url), receipt.transactionHash), url).toEqual(['sale'])
    // Owners are rebuilt from mint and transfer rows after a reorg: the transfer is still recorded.
    const kept = await w.t.app.db
      .select({ kind: marketActivity.kind })
      .from(marketActivity)
      .where(and(eq(marketActivity.txHash, receipt.transactionHash), eq(marketActivity.kind, 'transfer')))
    expect(kept).toHaveLength(1)
  })

  it('still shows a plain wallet-to-wallet transfer as a Transfer', async () => {
    const { tokenId, itemId } = await w.mint721(5)
    const receipt = await w.chain.write(5, {
      address: w.contracts.erc721,
      abi: KidERC721.abi,
      functionName: 'transferFrom',
      args: [devAccount(5).address, devAccount(6).address, tokenId],
    })
    await w.until(
      async () => ofTx(await open(`item/open/activity?id=${itemId}`), receipt.transactionHash).length > 0,
      'the indexed transfer',
    )
    expect(ofTx(await open(`item/open/activity?id=${itemId}`), receipt.transactionHash)).toEqual(['transfer'])
    const sender = await open(`open/creator/activity?address=${devAccount(5).address.toLowerCase()}`)
    expect(ofTx(sender, receipt.transactionHash)).toEqual(['transfer'])
  })
})
