import { devAccount } from '@kid/contracts/deploy/devAccounts'
import { hashOption } from '@kid/contracts/market/hashOption'
import { CHANNEL, type Offer } from '@kid/contracts/market/typedData'
import { eq } from 'drizzle-orm'
import { parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sha256Hex } from '../items/freeze-metadata.ts'
import { marketItem } from '../tables/item.ts'
import { marketItemMetadata } from '../tables/item-metadata.ts'
import { marketOffer, marketOrder } from '../tables/order.ts'
import { BOUND_TEXT } from './metadata-bound.ts'
import { type TradeScene, tradeScene } from './test-scene.ts'
import { signOffer } from './wallet-sign.ts'

let { w, seller, buyer, call, list, stateOf, mintDraft } = {} as TradeScene
beforeAll(async () => {
  ;({ w, seller, buyer, call, list, stateOf, mintDraft } = await tradeScene({ buyerWeth: parseEther('1') }))
})
afterAll(async () => w?.close())

/**
 * What a future change path would have to do, written straight to the tables (there is none: a
 * minted item's details are frozen): a second metadata version the item now serves.
 */
async function writeSecondVersion(itemId: number) {
  const json = JSON.stringify({
    name: 'Swapped',
    description: '',
    image: 'https://kid.example/other.png',
    attributes: [],
  })
  const sha256 = sha256Hex(json)
  await w.t.app.db.insert(marketItemMetadata).values({ itemId, version: 2, json, sha256 })
  await w.t.app.db
    .update(marketItem)
    .set({ metadataVersion: 2, metadataHash: sha256 })
    .where(eq(marketItem.id, itemId))
  return { json, sha256 }
}

const offerState = async (offerId: number) =>
  (await w.t.app.db.select().from(marketOffer).where(eq(marketOffer.id, offerId)))[0]?.state

describe('listings and offers bound to the metadata version they were made on', () => {
  it('voids a listing and its offer made on version 1 once the item serves version 2', async () => {
    const { itemId, tokenId } = await mintDraft('Bound')
    const [item] = await w.t.app.db.select().from(marketItem).where(eq(marketItem.id, itemId))
    const option = await w.option(3, tokenId, { currency: w.contracts.weth, price: parseEther('0.5') })
    const order = await list(option)
    const offer: Offer = {
      optionHash: hashOption(option),
      bidder: devAccount(4).address,
      price: parseEther('0.2'),
      expireTime: option.endTime,
    }
    const made = await call(
      buyer,
      'offer/bidding',
      {
        orderId: order.orderId,
        offer: { ...offer, price: String(offer.price), expireTime: String(offer.expireTime) },
      },
      await signOffer(devAccount(4), w.deps.domain, offer),
    )
    const offerId = made.data.offer.offerId
    const [orderRow] = await w.t.app.db.select().from(marketOrder).where(eq(marketOrder.id, order.orderId))
    const [offerRow] = await w.t.app.db.select().from(marketOffer).where(eq(marketOffer.id, offerId))
    expect(item?.metadataHash).toMatch(/^[0-9a-f]{64}$/)
    expect(orderRow?.metadataHash).toBe(item?.metadataHash)
    expect(offerRow?.metadataHash).toBe(item?.metadataHash)
    // On version 1 both stand.
    expect((await call(seller, `offer/accept/${offerId}`)).data.tx).toMatchObject({
      functionName: 'acceptOffer',
    })

    const second = await writeSecondVersion(itemId)
    expect((await w.t.app.inject({ url: `/meta/item/${itemId}` })).body).toBe(second.json)

    expect(await call(seller, `offer/accept/${offerId}`)).toMatchObject({
      code: 1511400,
      msg: BOUND_TEXT.offer,
    })
    expect(await offerState(offerId)).toBe('expired')
    expect(await call(buyer, `offer/purchase/${order.orderId}`)).toMatchObject({
      code: 1511400,
      msg: BOUND_TEXT.listing,
    })
    expect(await stateOf(order.orderId)).toBe('expired')

    // Made on version 2, a new listing stands.
    const again = await list(
      await w.option(3, tokenId, { currency: w.contracts.weth, price: parseEther('0.5') }),
    )
    const [relisted] = await w.t.app.db.select().from(marketOrder).where(eq(marketOrder.id, again.orderId))
    expect(relisted?.metadataHash).toBe(second.sha256)
    expect((await call(buyer, `offer/purchase/${again.orderId}`)).data.tx).toMatchObject({
      functionName: 'buy',
    })
  })

  it('refuses a bid on an auction listed on other details, and voids the auction', async () => {
    const { itemId, tokenId } = await mintDraft('Bound auction')
    const block = await w.chain.client.getBlock()
    const auction = await list(
      await w.option(3, tokenId, {
        channel: CHANNEL.AUCTION_721,
        currency: w.contracts.weth,
        price: parseEther('0.1'),
        endTime: block.timestamp + 3_600n,
      }),
    )
    await writeSecondVersion(itemId)
    expect(
      await call(buyer, 'offer/bidding', { orderId: auction.orderId, bid: String(parseEther('0.1')) }),
    ).toMatchObject({ code: 1511400, msg: BOUND_TEXT.listing })
    expect(await stateOf(auction.orderId)).toBe('expired')
  })
})
