import { devAccount } from '@kid/contracts/deploy/devAccounts'
import { CHANNEL, type Option } from '@kid/contracts/market/typedData'
import { optionToWire } from '@kid/shared/market/trade'
import { and, eq } from 'drizzle-orm'
import type { Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { marketActivity } from '../tables/activity.ts'
import { marketCollection } from '../tables/collection.ts'
import { marketOrder } from '../tables/order.ts'
import { CHAIN_TEXT } from './chain-checks.ts'
import { SALE_TEXT } from './create-sale.ts'
import { OPTION_TEXT } from './option-rules.ts'
import { batchOf } from './signatures.ts'
import { type SellerScene, sellerScene } from './test-scene.ts'
import { signBatch, signOption } from './wallet-sign.ts'

let { w, seller } = {} as SellerScene
beforeAll(async () => {
  ;({ w, seller } = await sellerScene())
})
afterAll(async () => w?.close())

async function list(body: object, signature: Hex, as = seller) {
  const res = await w.t.app.inject({
    method: 'POST',
    url: '/api/dcservice/item/sale/create',
    headers: { ...as.headers(), 'x-signature': signature },
    payload: body,
  })
  return res.json()
}
const listOne = async (o: Option, signer = devAccount(3), as = seller) =>
  list({ option: optionToWire(o) }, await signOption(signer, w.deps.domain, o), as)
const orderCount = async () => [await w.t.app.db.$count(marketOrder), await w.t.app.db.$count(marketActivity)]

describe('POST item/sale/create', () => {
  it('lists an owned, approved item at a fixed price and records the listing', async () => {
    const { tokenId, itemId } = await w.mint721(3)
    const o = await w.option(3, tokenId)
    const body = await listOne(o)
    expect(body).toMatchObject({ code: 1511200 })
    expect(body.data.orders).toEqual([
      expect.objectContaining({
        itemId,
        state: 'active',
        option: optionToWire({ ...o, signer: seller.address }),
      }),
    ])
    // The item has its 'mint' activity too: the listing adds exactly one 'list'.
    const listed = await w.t.app.db
      .select()
      .from(marketActivity)
      .where(and(eq(marketActivity.itemId, itemId), eq(marketActivity.kind, 'list')))
    expect(listed).toEqual([expect.objectContaining({ fromAddress: seller.address, priceWei: o.price })])
    const [collection] = await w.t.app.db
      .select({ floor: marketCollection.floorWei })
      .from(marketCollection)
      .where(eq(marketCollection.id, listed[0]?.collectionId ?? 0))
    expect(collection?.floor).toBe(o.price)
  })

  it('refuses each bad listing with a clear message and writes nothing', async () => {
    const { tokenId } = await w.mint721(3)
    const theirs = await w.mint721(5)
    const o = await w.option(3, tokenId)
    const before = await orderCount()
    const now = o.startTime + 60n
    const cases: [string, Promise<{ code: number; msg: string }>][] = [
      [
        SALE_TEXT.badSignature,
        list({ option: optionToWire(o) }, await signOption(devAccount(4), w.deps.domain, o)),
      ],
      [OPTION_TEXT.expired, listOne({ ...o, startTime: now - 7200n, endTime: now - 3600n })],
      [OPTION_TEXT.price, listOne({ ...o, price: 0n })],
      [CHAIN_TEXT.notOwner, listOne({ ...o, tokenId: theirs.tokenId })],
      [SALE_TEXT.unknownCollection, listOne({ ...o, collection: w.contracts.weth })],
      [CHAIN_TEXT.currency, listOne({ ...o, currency: w.contracts.erc1155 })],
      [CHAIN_TEXT.royalty(500n), listOne({ ...o, royaltyRate: 100 })],
      [OPTION_TEXT.channel, listOne({ ...o, channel: CHANNEL.FIXED_1155 })],
      [`Please use ${seller.address}`, listOne({ ...o, signer: devAccount(4).address }, devAccount(4))],
    ]
    for (const [msg, call] of cases) expect(await call).toMatchObject({ code: 1511400, msg })
    expect(await orderCount()).toEqual(before)
  })

  it('refuses an item the marketplace may not move, and a second listing of the same item', async () => {
    const other = await w.member(6)
    const mine = await w.mint721(6)
    const o = await w.option(6, mine.tokenId)
    expect(await listOne(o, devAccount(6), other)).toMatchObject({ msg: CHAIN_TEXT.notApproved })
    await w.approveAll(6)
    expect(await listOne(o, devAccount(6), other)).toMatchObject({ code: 1511200 })
    const before = await orderCount()
    const again = await listOne({ ...o, nonce: o.nonce + 1n, price: 1n }, devAccount(6), other)
    expect(again).toMatchObject({ code: 1511400, msg: SALE_TEXT.alreadyListed })
    expect(await orderCount()).toEqual(before)
  })

  it('asks a member without a wallet to bind one', async () => {
    const stranger = await w.t.signIn()
    const o = await w.option(3, 1n)
    const body = await list({ option: optionToWire(o) }, await signOption(devAccount(3), w.deps.domain, o), {
      ...seller,
      headers: stranger.headers,
    })
    expect(body).toMatchObject({ code: 1511400, msg: 'Please bind one address' })
  })

  it('lists a batch with one signature over the merkle root, each order with its proof', async () => {
    const tokens = [await w.mint721(3), await w.mint721(3), await w.mint721(3)]
    const options = await Promise.all(
      tokens.map((t, i) => w.option(3, t.tokenId, { nonce: BigInt(9000 + i) })),
    )
    const batch = batchOf(options)
    const signature = await signBatch(devAccount(3), w.deps.domain, batch.root)
    const body = await list({ options: options.map(optionToWire) }, signature)
    expect(body.code).toBe(1511200)
    expect(body.data.orders.map((o: { merkleRoot: string }) => o.merkleRoot)).toEqual([
      batch.root,
      batch.root,
      batch.root,
    ])
    expect(body.data.orders.map((o: { proof: string[] }) => o.proof)).toEqual(batch.proofs)
    const forged = await list({ options: options.map((o) => optionToWire({ ...o, price: 1n })) }, signature)
    expect(forged).toMatchObject({ code: 1511400, msg: SALE_TEXT.badSignature })
  })

  // Last in the file: it moves this chain's clock a day past the computer's.
  it('judges the end by the chain clock when the chain runs ahead of this computer', async () => {
    const { tokenId } = await w.mint721(3)
    await w.chain.client.request({ method: 'evm_increaseTime', params: [2 * 86_400] } as never)
    await w.chain.client.request({ method: 'evm_mine', params: [] } as never)
    const wall = BigInt(Math.floor(Date.now() / 1000))
    const o = await w.option(3, tokenId, { startTime: wall - 60n, endTime: wall + 86_400n })
    expect(await listOne(o)).toMatchObject({ code: 1511400, msg: OPTION_TEXT.expired })
  })
})
