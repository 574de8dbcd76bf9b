import { CHANNEL } from '@kid/contracts/market/typedData'
import { NOTICE_BASE } from '@kid/shared/notice'
import { and, eq } from 'drizzle-orm'
import { parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { marketActivity, marketEarning } from '../../tables/activity.ts'
import { marketOffer, marketOrder } from '../../tables/order.ts'
import { BUY_TEXT } from '../purchase.ts'
import { type SellerScene, sellerScene } from '../test-scene.ts'
import { BID_TEXT } from './bid.ts'
import { MANAGE_OFFER_TEXT } from './manage-offer.ts'

let { w, seller, call, list } = {} as SellerScene
beforeAll(async () => {
  ;({ w, seller, call, list } = await sellerScene())
})
afterAll(async () => w?.close())

const bids = (orderId: number) =>
  w.t.app.db
    .select()
    .from(marketOffer)
    .where(and(eq(marketOffer.orderId, orderId), eq(marketOffer.onchain, true)))

describe('an auction', () => {
  it('takes two on-chain bids (the first outbid and told), then is delivered to the highest', async () => {
    const [alice, bob] = [await w.member(4), await w.member(5)]
    await w.fundWeth(4, parseEther('1'))
    await w.fundWeth(5, parseEther('1'))
    const { tokenId } = await w.mint721(3)
    const block = await w.chain.client.getBlock()
    const option = await w.option(3, tokenId, {
      channel: CHANNEL.AUCTION_721,
      currency: w.contracts.weth,
      price: parseEther('0.1'),
      endTime: block.timestamp + 3600n,
    })
    const orderId: number = (await list(option)).orderId

    expect(await call(alice, 'offer/bidding', { orderId, bid: '1' })).toMatchObject({
      msg: BID_TEXT.tooLow(parseEther('0.1')),
    })
    const first = await call(alice, 'offer/bidding', { orderId, bid: String(parseEther('0.1')) })
    expect(first).toMatchObject({
      code: 1511200,
      data: { offer: null, approve: null, tx: { functionName: 'bid' } },
    })
    await w.send(4, first.data.tx)
    await w.until(async () => (await bids(orderId)).length === 1, 'the first bid')
    // The bid spent the listing's nonce on chain: that is the escrow holding it, not a dead listing.
    expect((await call(seller, 'sale/update', { orderId })).data.state).toBe('active')

    // 5 % above 0.1 is 0.105: a raise of 4 % is refused before it costs gas.
    expect(await call(bob, 'offer/bidding', { orderId, bid: String(parseEther('0.104')) })).toMatchObject({
      msg: BID_TEXT.tooLow(parseEther('0.105')),
    })
    const second = await call(bob, 'offer/bidding', { orderId, bid: String(parseEther('0.2')) })
    await w.send(5, second.data.tx)
    await w.until(async () => (await bids(orderId)).length === 2, 'the second bid')
    const states = (await bids(orderId)).map((b) => [b.bidderAddress, b.state, b.priceWei]).sort()
    expect(states).toEqual(
      [
        [alice.address, 'outbid', parseEther('0.1')],
        [bob.address, 'active', parseEther('0.2')],
      ].sort(),
    )
    // Alice's notices as her bell reads them (the notice module's call, not its tables).
    const notices = (
      await w.t.app.inject({
        method: 'POST',
        url: `${NOTICE_BASE}/findpage`,
        headers: alice.headers(),
        payload: { type: 3 },
      })
    ).json().data.list
    expect(notices).toEqual([
      expect.objectContaining({ title: 'You have been outbid', newstype: 20, status: 0 }),
    ])
    // A bid is read from the chain, yet the lists name the member whose wallet placed it.
    expect(await call(bob, `offer/highest/${orderId}`)).toMatchObject({
      data: { bidder: bob.address, bidderUserId: bob.userId, price: String(parseEther('0.2')) },
    })
    expect((await call(bob, 'offer/detail', { orderId })).data.list).toHaveLength(2)

    expect(await call(seller, 'offer/delivery', { orderId })).toMatchObject({
      code: 1511400,
      msg: MANAGE_OFFER_TEXT.notEnded,
    })
    await w.chain.client.request({ method: 'evm_increaseTime', params: [3601] } as never)
    await w.chain.client.request({ method: 'evm_mine', params: [] } as never)
    // Ended with a bid, it takes no more bids and waits for delivery: still the seller's listing.
    expect(await call(alice, 'offer/bidding', { orderId, bid: String(parseEther('0.5')) })).toMatchObject({
      msg: BUY_TEXT.notActive,
    })
    expect((await call(seller, 'sale/update', { orderId })).data.state).toBe('active')
    expect(await call(alice, 'offer/delivery', { orderId })).toMatchObject({
      msg: MANAGE_OFFER_TEXT.notParty,
    })
    const settle = await call(seller, 'offer/delivery', { orderId })
    expect(settle.data.tx).toMatchObject({ functionName: 'settle', to: w.contracts.exchange })
    const receipt = await w.send(3, settle.data.tx)
    await w.until(async () => {
      const [row] = await w.t.app.db.select().from(marketOrder).where(eq(marketOrder.id, orderId))
      return row?.state === 'filled'
    }, 'the settled auction')
    const [sale] = await w.t.app.db
      .select()
      .from(marketActivity)
      .where(and(eq(marketActivity.txHash, receipt.transactionHash), eq(marketActivity.kind, 'sale')))
    expect(sale).toMatchObject({ toAddress: bob.address, priceWei: parseEther('0.2') })
    const earnings = await w.t.app.db
      .select()
      .from(marketEarning)
      .where(eq(marketEarning.activityId, sale?.id ?? 0))
    // The seller minted it, so royalty and proceeds both reach the seller: 5 % + (100 − 2.5 − 5) %.
    expect(earnings.map((e) => [e.kind, e.creatorAddress, e.amountWei]).sort()).toEqual([
      ['royalty', seller.address, parseEther('0.01')],
      ['sale', seller.address, parseEther('0.185')],
    ])
    expect((await bids(orderId)).find((b) => b.bidderAddress === bob.address)?.state).toBe('accepted')
  })
})
