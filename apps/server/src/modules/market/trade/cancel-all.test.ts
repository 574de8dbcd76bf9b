import * as Exchange from '@kid/contracts/artifacts/Exchange'
import { devAccount } from '@kid/contracts/deploy/devAccounts'
import { CHANNEL, type Option } from '@kid/contracts/market/typedData'
import { and, eq } from 'drizzle-orm'
import { parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chainEvent } from '../../chain/tables.ts'
import { marketActivity } from '../tables/activity.ts'
import { marketOffer } from '../tables/order.ts'
import { BUY_TEXT } from './purchase.ts'
import { splitSignature } from './signatures.ts'
import { type TradeScene, tradeScene } from './test-scene.ts'

let { w, seller, buyer, call, list, stateOf } = {} as TradeScene
beforeAll(async () => {
  ;({ w, seller, buyer, call, list, stateOf } = await tradeScene({ buyerWeth: parseEther('1') }))
})
afterAll(async () => w?.close())

/** Whether the Exchange would still sell the listing to the buyer with its stored signature. */
const fillable = (order: { option: Record<string, unknown>; signature: string }) =>
  w.chain.client
    .simulateContract({
      account: devAccount(4).address,
      address: w.contracts.exchange,
      abi: Exchange.abi,
      functionName: 'buy',
      args: [toOption(order.option), splitSignature(order.signature as `0x${string}`) as never, [], 1n],
      value: BigInt(String(order.option.price)),
    })
    .then(
      () => true,
      () => false,
    )
const toOption = (o: Record<string, unknown>) =>
  ({
    ...o,
    tokenId: BigInt(String(o.tokenId)),
    amount: BigInt(String(o.amount)),
    nonce: BigInt(String(o.nonce)),
    startTime: BigInt(String(o.startTime)),
    endTime: BigInt(String(o.endTime)),
    price: BigInt(String(o.price)),
  }) as Option

describe('cancel all listings', () => {
  it('takes every listing of the seller off the market at once; the cancelAll floor voids the shared signatures', async () => {
    const first = await list(await w.option(3, (await w.mint721(3)).tokenId))
    const second = await list(await w.option(3, (await w.mint721(3)).tokenId))
    // An auction with an escrowed bid is the bidder's money: cancel all leaves it to delivery.
    const block = await w.chain.client.getBlock()
    const auction = await list(
      await w.option(3, (await w.mint721(3)).tokenId, {
        channel: CHANNEL.AUCTION_721,
        currency: w.contracts.weth,
        endTime: block.timestamp + 3600n,
      }),
    )
    const bid = await call(buyer, 'offer/bidding', { orderId: auction.orderId, bid: String(10n ** 17n) })
    await w.send(4, bid.data.tx)
    await w.until(
      async () => (await w.t.app.db.$count(marketOffer, eq(marketOffer.orderId, auction.orderId))) === 1,
      'the bid',
    )

    const answer = await call(seller, 'sale/cancel/all', {})
    expect(answer.code).toBe(1511200)
    expect(answer.data.orders.map((o: { orderId: number }) => o.orderId)).toEqual([
      first.orderId,
      second.orderId,
    ])
    expect(answer.data.orders.every((o: { state: string }) => o.state === 'cancelled')).toBe(true)
    const nonces = [first, second, auction].map((o) => BigInt(o.option.nonce))
    const highest = nonces.reduce((a, b) => (a > b ? a : b))
    expect(answer.data).toMatchObject({ cancelOnChain: true, minNonce: String(highest + 1n) })
    expect(await stateOf(auction.orderId)).toBe('active')
    expect(await call(buyer, `offer/purchase/${first.orderId}`)).toMatchObject({ msg: BUY_TEXT.notActive })
    const cancels = await w.t.app.db.$count(
      marketActivity,
      and(eq(marketActivity.itemId, second.itemId), eq(marketActivity.kind, 'cancel')),
    )
    expect(cancels).toBe(1)

    // Hidden is not enough: the signatures were public and stay fillable until the floor is mined.
    expect(await fillable(first)).toBe(true)
    const floor = await w.chain.write(3, {
      address: w.contracts.exchange,
      abi: Exchange.abi,
      functionName: 'cancelAll',
      args: [BigInt(answer.data.minNonce)],
    })
    expect(await fillable(first)).toBe(false)
    expect(await fillable(second)).toBe(false)
    // The indexed AllCancelled (its handler runs in the event's transaction) leaves the auction on
    // sale too: the bidder's money is held and settle still delivers it.
    await w.until(
      async () =>
        (await w.t.app.db.$count(
          chainEvent,
          and(eq(chainEvent.txHash, floor.transactionHash), eq(chainEvent.eventName, 'AllCancelled')),
        )) === 1,
      'the AllCancelled event',
    )
    expect(await stateOf(auction.orderId)).toBe('active')
    const info = await call(buyer, `open/info?id=${auction.itemId}`)
    expect(info.data.listing).toMatchObject({ orderId: auction.orderId })

    // Nothing left to void: no second transaction is asked for.
    expect(await call(seller, 'sale/cancel/all', {})).toMatchObject({
      data: { orders: [], cancelOnChain: false, minNonce: null },
    })
    // Nonces grow with time, so the seller lists again above the floor.
    const again = await list(await w.option(3, (await w.mint721(3)).tokenId))
    expect(again.state).toBe('active')
  })

  it('asks a member without a wallet to bind one', async () => {
    const session = await w.t.signIn()
    const answer = await w.t.app.inject({
      method: 'POST',
      url: '/api/dcservice/item/sale/cancel/all',
      headers: session.headers(),
      payload: {},
    })
    expect(answer.json()).toMatchObject({ code: 1511400, msg: 'Please bind one address' })
  })
})
