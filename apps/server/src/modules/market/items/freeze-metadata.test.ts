import { createHash } from 'node:crypto'
import { devAccount } from '@kid/contracts/deploy/devAccounts'
import { hashOption } from '@kid/contracts/market/hashOption'
import type { Offer } from '@kid/contracts/market/typedData'
import { optionToWire } from '@kid/shared/market/trade'
import { eq } from 'drizzle-orm'
import { parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { marketCollection } from '../tables/collection.ts'
import { marketItem } from '../tables/item.ts'
import { marketItemMetadata } from '../tables/item-metadata.ts'
import { marketOrder } from '../tables/order.ts'
import { type TradeScene, tradeScene } from '../trade/test-scene.ts'
import { signOffer } from '../trade/wallet-sign.ts'
import { freezeUnfrozenMinted } from './freeze-metadata.ts'
import { SAVE_TEXT } from './save.ts'

let { w, seller, buyer, call, list, mintDraft } = {} as TradeScene
beforeAll(async () => {
  ;({ w, seller, buyer, call, list, mintDraft } = await tradeScene({ buyerWeth: parseEther('1') }))
})
afterAll(async () => w?.close())

const other = `/uploads/2026/11/${'ef'.repeat(32)}.png`
const meta = async (url: string) => {
  const res = await w.t.app.inject({ url })
  return {
    status: res.statusCode,
    body: res.body,
    sha256: createHash('sha256').update(res.rawPayload).digest('hex'),
  }
}
const snapshots = (itemId: number) =>
  w.t.app.db.select().from(marketItemMetadata).where(eq(marketItemMetadata.itemId, itemId))
const infoOf = async (itemId: number) => (await call(seller, `details?id=${itemId}`)).data

describe('token metadata frozen at mint', () => {
  it('serves no draft: its details stay the creator’s until minted', async () => {
    const [shared] = await w.t.app.db
      .select({ id: marketCollection.id })
      .from(marketCollection)
      .where(eq(marketCollection.address, w.contracts.erc721))
    const draft = await call(seller, 'add', {
      collectionId: shared?.id,
      name: 'Unreleased drop',
      description: 'the reveal is next week',
      media: other,
    })
    const served = await meta(`/meta/item/${draft.data.id}`)
    expect(served.status).toBe(404)
    expect(served.body).not.toMatch(/Unreleased|reveal|uploads/)
    // The same answer as an id nobody has: sequential ids tell nothing.
    expect(served.body).toBe((await meta(`/meta/item/${draft.data.id + 1000}`)).body)
  })

  it('refuses the creator a picture swap after a buyer’s offer; the token URI serves the same bytes', async () => {
    const { itemId, tokenId } = await mintDraft('Tabby', {
      description: 'A striped cat',
      properties: [{ trait_type: 'eyes', value: 'green' }],
    })
    const before = await meta(`/meta/item/${itemId}`)
    expect(before.status).toBe(200)
    expect(JSON.parse(before.body)).toEqual({
      name: 'Tabby',
      description: 'A striped cat',
      image: `${w.t.config.publicUrl}/uploads/2026/11/${'cd'.repeat(32)}.png`,
      attributes: [{ trait_type: 'eyes', value: 'green' }],
    })
    // Item info shows the hash of exactly those bytes, for a buyer to check.
    expect((await infoOf(itemId)).metadataHash).toBe(before.sha256)

    const option = await w.option(3, tokenId, { currency: w.contracts.weth, price: parseEther('0.3') })
    const offer: Offer = {
      optionHash: hashOption(option),
      bidder: devAccount(4).address,
      price: option.price,
      expireTime: option.endTime,
    }
    const made = await call(
      buyer,
      'offer/add',
      {
        itemId,
        option: optionToWire(option),
        offer: { ...offer, price: String(offer.price), expireTime: String(offer.expireTime) },
      },
      await signOffer(devAccount(4), w.deps.domain, offer),
    )
    expect(made).toMatchObject({ code: 1511200 })

    const swap = await call(seller, 'edit', {
      id: itemId,
      name: 'Tabby',
      media: other,
      properties: [{ trait_type: 'eyes', value: 'red' }],
    })
    expect(swap).toMatchObject({ code: 1511400, msg: SAVE_TEXT.frozen })
    const [row] = await w.t.app.db.select().from(marketItem).where(eq(marketItem.id, itemId))
    expect(row?.mediaUrl).toBe(`/uploads/2026/11/${'cd'.repeat(32)}.png`)
    for (const url of [`/meta/item/${itemId}`, `/meta/${w.chain.chainId}/${w.contracts.erc721}/${tokenId}`])
      expect(await meta(url)).toEqual(before)
    // The offer stands on the details it was made on.
    expect((await call(seller, `offer/accept/${made.data.offer.offerId}`)).data.tx).toMatchObject({
      functionName: 'acceptOffer',
    })
  })

  it('writes the snapshot with the claim of the mint, and a reorg that removes the mint takes it back', async () => {
    const fork = await w.chain.snapshot()
    const { itemId } = await mintDraft('Fleeting')
    // mintDraft returned as soon as the item read minted: the snapshot was already there with it.
    const [frozen] = await snapshots(itemId)
    const served = await meta(`/meta/item/${itemId}`)
    expect(frozen).toMatchObject({ version: 1, json: served.body, sha256: served.sha256 })
    const [row] = await w.t.app.db.select().from(marketItem).where(eq(marketItem.id, itemId))
    expect(row).toMatchObject({ metadataVersion: 1, metadataHash: served.sha256 })

    await w.chain.revert(fork)
    await w.mint721(6)
    await w.until(async () => (await infoOf(itemId))?.status === 'draft', 'the rollback of the mint')
    expect(await snapshots(itemId)).toEqual([])
    expect((await meta(`/meta/item/${itemId}`)).status).toBe(404)
    expect((await infoOf(itemId)).metadataHash).toBeNull()
    // A draft again: its creator may change it before minting anew.
    expect(await call(seller, 'edit', { id: itemId, name: 'Fleeting, retouched' })).toMatchObject({
      code: 1511200,
    })
  })

  it('freezes at start-up an item minted before snapshots existed, and binds its open listing to it', async () => {
    // The trade world writes its tokens' rows as the catalog held them before: minted, no snapshot.
    const { itemId, tokenId } = await w.mint721(3)
    const order = await list(await w.option(3, tokenId))
    expect((await meta(`/meta/item/${itemId}`)).status).toBe(404)

    await freezeUnfrozenMinted(w.t.app.db, w.t.config.publicUrl)
    const served = await meta(`/meta/item/${itemId}`)
    expect(JSON.parse(served.body)).toEqual({
      name: `Token ${tokenId}`,
      description: '',
      image: 'https://example.org/a.png',
      attributes: [],
    })
    expect(await snapshots(itemId)).toEqual([expect.objectContaining({ version: 1, sha256: served.sha256 })])
    const [listed] = await w.t.app.db.select().from(marketOrder).where(eq(marketOrder.id, order.orderId))
    expect(listed?.metadataHash).toBe(served.sha256)
    expect((await call(buyer, `offer/purchase/${order.orderId}`)).data.tx).toMatchObject({
      functionName: 'buy',
    })
    // Run again (a second server starting), it freezes nothing twice.
    await freezeUnfrozenMinted(w.t.app.db, w.t.config.publicUrl)
    expect(await snapshots(itemId)).toHaveLength(1)
  })
})
