import { devAccount } from '@kid/contracts/deploy/devAccounts'
import { hashOption } from '@kid/contracts/market/hashOption'
import type { Offer } from '@kid/contracts/market/typedData'
import { optionToWire } from '@kid/shared/market/trade'
import { and, eq } from 'drizzle-orm'
import { parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { marketActivity, marketEarning } from '../../tables/activity.ts'
import { marketOffer, marketOrder } from '../../tables/order.ts'
import { type TradeScene, tradeScene } from '../test-scene.ts'
import { signOffer } from '../wallet-sign.ts'
import { MANAGE_OFFER_TEXT } from './manage-offer.ts'
import { OFFER_TEXT } from './place-offer.ts'
import { UNLISTED_TEXT } from './unlisted-offer.ts'

let { w, seller, buyer: bidder, call, list } = {} as TradeScene
beforeAll(async () => {
  ;({ w, seller, buyer: bidder, call, list } = await tradeScene({ buyerWeth: parseEther('1') }))
})
afterAll(async () => w?.close())

describe('offers on a fixed-price listing', () => {
  it('stores a funded signed offer, shows it as the highest, and the seller accepts it on-chain', async () => {
    const { tokenId } = await w.mint721(5, { to: 3 })
    const option = await w.option(3, tokenId, { currency: w.contracts.weth, price: parseEther('1') })
    const order = await list(option)
    const offer: Offer = {
      optionHash: hashOption(option),
      bidder: devAccount(4).address,
      price: parseEther('0.4'),
      expireTime: option.endTime,
    }
    const wire = { ...offer, price: String(offer.price), expireTime: String(offer.expireTime) }
    const forged = await call(
      bidder,
      'offer/bidding',
      { orderId: order.orderId, offer: wire },
      await signOffer(devAccount(5), w.deps.domain, offer),
    )
    expect(forged).toMatchObject({ code: 1511400, msg: OFFER_TEXT.badSignature })
    const tooMuch = { ...offer, price: parseEther('5') }
    const unfunded = await call(
      bidder,
      'offer/bidding',
      { orderId: order.orderId, offer: { ...wire, price: String(tooMuch.price) } },
      await signOffer(devAccount(4), w.deps.domain, tooMuch),
    )
    expect(unfunded).toMatchObject({ code: 1511400 })
    expect(await w.t.app.db.$count(marketOffer)).toBe(0)

    const made = await call(
      bidder,
      'offer/bidding',
      { orderId: order.orderId, offer: wire },
      await signOffer(devAccount(4), w.deps.domain, offer),
    )
    expect(made).toMatchObject({
      code: 1511200,
      data: { offer: { state: 'active', price: String(offer.price), onchain: false } },
    })
    const offerId = made.data.offer.offerId
    expect(await call(bidder, `offer/highest/${order.orderId}`)).toMatchObject({ data: { offerId } })
    const open = (await call(bidder, `offer/open/list/${order.itemId}`, {})).data.list
    // The list names the member who made it.
    expect(open).toEqual([
      expect.objectContaining({ bidderUserId: bidder.userId, bidderName: expect.any(String) }),
    ])

    expect(await call(bidder, `offer/accept/${offerId}`)).toMatchObject({
      code: 1511400,
      msg: MANAGE_OFFER_TEXT.notSeller,
    })
    const accept = await call(seller, `offer/accept/${offerId}`)
    expect(accept.data.tx).toMatchObject({
      functionName: 'acceptOffer',
      to: w.contracts.exchange,
      value: '0',
    })
    const receipt = await w.send(3, accept.data.tx)
    await w.until(async () => {
      const [row] = await w.t.app.db.select().from(marketOrder).where(eq(marketOrder.id, order.orderId))
      return row?.state === 'filled'
    }, 'the accepted offer')
    const [row] = await w.t.app.db.select().from(marketOffer).where(eq(marketOffer.id, offerId))
    expect(row?.state).toBe('accepted')
    const [sale] = await w.t.app.db
      .select()
      .from(marketActivity)
      .where(and(eq(marketActivity.txHash, receipt.transactionHash), eq(marketActivity.kind, 'sale')))
    expect(sale).toMatchObject({
      toAddress: bidder.address,
      priceWei: parseEther('0.4'),
      currency: w.contracts.weth.toLowerCase(),
    })
    const earnings = await w.t.app.db
      .select()
      .from(marketEarning)
      .where(eq(marketEarning.activityId, sale?.id ?? 0))
    // 0.4 WETH: 2.5 % fee, 5 % royalty to the creator (dev 5), the rest to the seller.
    expect(earnings.map((e) => [e.kind, e.amountWei]).sort()).toEqual([
      ['royalty', parseEther('0.02')],
      ['sale', parseEther('0.37')],
    ])
  })

  it('lets only the bidder withdraw an offer, at once', async () => {
    const { tokenId } = await w.mint721(3)
    const option = await w.option(3, tokenId, { currency: w.contracts.weth })
    await list(option)
    const [order] = await w.t.app.db
      .select()
      .from(marketOrder)
      .where(eq(marketOrder.optionHash, hashOption(option)))
    const offer: Offer = {
      optionHash: hashOption(option),
      bidder: devAccount(4).address,
      price: 5n,
      expireTime: option.endTime,
    }
    const made = await call(
      bidder,
      'offer/bidding',
      { orderId: order?.id, offer: { ...offer, price: '5', expireTime: String(offer.expireTime) } },
      await signOffer(devAccount(4), w.deps.domain, offer),
    )
    const offerId = made.data.offer.offerId
    expect(await call(seller, `offer/cancel/${offerId}`)).toMatchObject({
      code: 1511400,
      msg: MANAGE_OFFER_TEXT.notYours,
    })
    expect(await call(bidder, `offer/cancel/${offerId}`)).toMatchObject({
      code: 1511200,
      data: { offer: { state: 'cancelled' } },
    })
    expect(await call(seller, `offer/accept/${offerId}`)).toMatchObject({
      code: 1511400,
      msg: MANAGE_OFFER_TEXT.notActive,
    })
    expect(await call(bidder, `offer/highest/${order?.id}`)).toMatchObject({ code: 1511200, data: null })
  })

  it('refuses 2^256 nonces and prices and 2^64 times on an unlisted item with a message, storing nothing', async () => {
    const { tokenId, itemId } = await w.mint721(3)
    const option = optionToWire(await w.option(3, tokenId, { currency: w.contracts.weth, price: 1n }))
    const offer = {
      optionHash: `0x${'11'.repeat(32)}`,
      bidder: devAccount(4).address,
      price: option.price,
      expireTime: option.endTime,
    }
    const signature = `0x${'22'.repeat(65)}` as const
    const past256 = (2n ** 256n).toString()
    const past64 = (2n ** 64n).toString()
    const attacks = [
      { option: { ...option, nonce: past256 }, offer },
      { option: { ...option, price: past256 }, offer: { ...offer, price: past256 } },
      { option: { ...option, endTime: past64 }, offer: { ...offer, expireTime: past64 } },
      { option: { ...option, startTime: past64 }, offer },
    ]
    for (const attack of attacks)
      expect(await call(bidder, 'offer/add', { itemId, ...attack }, signature)).toMatchObject({
        code: 1511400,
        msg: expect.stringMatching(/larger than 2\^256 - 1|before the year 10000/),
      })
    expect(await w.t.app.db.$count(marketOffer, eq(marketOffer.itemId, itemId))).toBe(0)
  })

  it('takes an offer on an unlisted item, which its owner accepts on-chain', async () => {
    const { tokenId, itemId } = await w.mint721(3)
    const option = await w.option(3, tokenId, { currency: w.contracts.weth, price: parseEther('0.3') })
    const offer: Offer = {
      optionHash: hashOption(option),
      bidder: devAccount(4).address,
      price: option.price,
      expireTime: option.endTime,
    }
    const body = (o: typeof option, of: Offer) => ({
      itemId,
      option: optionToWire(o),
      offer: { ...of, price: String(of.price), expireTime: String(of.expireTime) },
    })
    const cheaper = { ...option, price: 1n }
    const mismatch = await call(
      bidder,
      'offer/add',
      body(cheaper, { ...offer, optionHash: hashOption(cheaper) }),
      await signOffer(devAccount(4), w.deps.domain, offer),
    )
    expect(mismatch).toMatchObject({ code: 1511400, msg: UNLISTED_TEXT.mismatch })
    const made = await call(
      bidder,
      'offer/add',
      body(option, offer),
      await signOffer(devAccount(4), w.deps.domain, offer),
    )
    expect(made).toMatchObject({ code: 1511200, data: { offer: { orderId: null, itemId, state: 'active' } } })

    const accept = await call(seller, `offer/accept/${made.data.offer.offerId}`)
    expect(accept.data.tx).toMatchObject({ functionName: 'acceptOffer' })
    const receipt = await w.send(3, accept.data.tx)
    await w.until(async () => {
      const [row] = await w.t.app.db
        .select()
        .from(marketOffer)
        .where(eq(marketOffer.id, made.data.offer.offerId))
      return row?.state === 'accepted'
    }, 'the accepted offer on an unlisted item')
    const [sale] = await w.t.app.db
      .select()
      .from(marketActivity)
      .where(and(eq(marketActivity.txHash, receipt.transactionHash), eq(marketActivity.kind, 'sale')))
    expect(sale).toMatchObject({
      itemId,
      fromAddress: seller.address,
      toAddress: bidder.address,
      priceWei: parseEther('0.3'),
    })
  })
})
