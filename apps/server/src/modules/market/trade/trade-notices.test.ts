import { devAccount } from '@kid/contracts/deploy/devAccounts'
import { hashOption } from '@kid/contracts/market/hashOption'
import { CHANNEL, type Offer } from '@kid/contracts/market/typedData'
import { NEWSTYPE, NOTICE_BASE } from '@kid/shared/notice'
import { sql } from 'drizzle-orm'
import { parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { transaction } from '../../../platform/db/after-commit.ts'
import { createMembers } from '../../account/index.ts'
import type { ChainEvent } from '../../chain/indexer.ts'
import { createNotices } from '../../notice/index.ts'
import type { TradeDeps } from './deps.ts'
import { onAuctionSettled, onOptionFilled } from './indexer/fills.ts'
import { type TradeScene, tradeScene } from './test-scene.ts'
import { tellTrade } from './trade-notices.ts'
import { signOffer } from './wallet-sign.ts'

let { w, seller, buyer, call, list } = {} as TradeScene
let deps: TradeDeps
beforeAll(async () => {
  ;({ w, seller, buyer, call, list } = await tradeScene({ buyerWeth: parseEther('1') }))
  deps = { ...w.deps, notices: createNotices({ db: w.t.app.db, members: createMembers(w.t.app.db) }) }
})
afterAll(async () => w?.close())

type Member = TradeScene['buyer']
type Listed = { id: number; newstype: number; title: string; content: string; contentid: string }
/** A member's notices as the bell reads them (findpage, Notifications tab). */
const noticesOf = async (who: Member): Promise<Listed[]> =>
  (
    await w.t.app.inject({
      method: 'POST',
      url: `${NOTICE_BASE}/findpage`,
      headers: who.headers(),
      payload: { type: 3, size: 100 },
    })
  ).json().data.list
const ofType = async (who: Member, newstype: number) =>
  (await noticesOf(who)).filter((n) => n.newstype === newstype)

/** The stored chain event of a transaction, as the indexer handed it to the handlers. */
async function storedEvent(txHash: string, eventName: string): Promise<ChainEvent> {
  const { rows } = (await w.t.app.db.execute(sql`
    select id, chain_id as "chainId", block_number::int as "blockNumber", block_hash as "blockHash",
      tx_hash as "txHash", log_index as "logIndex", address, contract, event_name as "eventName", args,
      created_at as "createdAt"
    from chain_event where tx_hash = ${txHash} and event_name = ${eventName}`)) as unknown as {
    rows: ChainEvent[]
  }
  const [event] = rows
  if (!event) throw new Error(`no ${eventName} event in ${txHash}`)
  return event
}

describe('the marketplace’s notices', () => {
  it('a sale tells the seller once, in words, leading to the item; replaying its event tells nobody again', async () => {
    const { tokenId, itemId } = await w.mint721(5, { to: 3 })
    const order = await list(await w.option(3, tokenId, { price: parseEther('1') }))
    const bought = await call(buyer, `offer/purchase/${order.orderId}`)
    const receipt = await w.send(4, bought.data.tx)
    await w.until(async () => (await ofType(seller, NEWSTYPE.SOLD)).length === 1, 'the sold notice')
    const [sold] = await ofType(seller, NEWSTYPE.SOLD)
    expect(sold).toMatchObject({
      title: 'Your item sold',
      content: `<b>Token ${tokenId}</b> sold for <b>1 ETH</b>. The proceeds are in your wallet.`,
      contentid: String(itemId),
    })

    const event = await storedEvent(receipt.transactionHash, 'OptionFilled')
    await transaction(w.t.app.db, (tx) => onOptionFilled(deps)(event, tx))
    expect(await ofType(seller, NEWSTYPE.SOLD)).toHaveLength(1)
  })

  it('a notice written in a transaction that rolls back is not written', async () => {
    const { itemId } = await w.mint721(3)
    await expect(
      transaction(w.t.app.db, async (tx) => {
        await tellTrade(deps, tx, 'sold', {
          wallet: seller.address,
          itemId,
          priceWei: 1n,
          currency: '0x0000000000000000000000000000000000000000',
          eventKey: 'chain:rolled-back',
        })
        throw new Error('the sale was not recorded')
      }),
    ).rejects.toThrow('the sale was not recorded')
    expect((await noticesOf(seller)).filter((n) => n.contentid === String(itemId))).toEqual([])
  })

  it('an offer tells the seller; its acceptance tells the bidder', async () => {
    const { tokenId, itemId } = await w.mint721(5, { to: 3 })
    const option = await w.option(3, tokenId, { currency: w.contracts.weth, price: parseEther('1') })
    const order = await list(option)
    const offer: Offer = {
      optionHash: hashOption(option),
      bidder: devAccount(4).address,
      price: parseEther('0.4'),
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
    expect(made.code).toBe(1511200)
    expect(await ofType(seller, NEWSTYPE.OFFER_RECEIVED)).toEqual([
      expect.objectContaining({
        title: 'You have a new offer',
        content: `Someone offered <b>0.4 WETH</b> for <b>Token ${tokenId}</b>. You can accept it on the item page.`,
        contentid: String(itemId),
      }),
    ])
    const accept = await call(seller, `offer/accept/${made.data.offer.offerId}`)
    await w.send(3, accept.data.tx)
    await w.until(
      async () => (await ofType(buyer, NEWSTYPE.OFFER_ACCEPTED)).length === 1,
      'the accepted notice',
    )
    expect((await ofType(buyer, NEWSTYPE.OFFER_ACCEPTED))[0]).toMatchObject({
      title: 'Your offer was accepted',
      content: `Your offer of <b>0.4 WETH</b> for <b>Token ${tokenId}</b> was accepted. The item is now yours.`,
    })
  })

  it('an auction tells the beaten bidder, and the winner once it is delivered (once, whatever replays)', async () => {
    const bob = await w.member(5)
    await w.fundWeth(5, parseEther('1'))
    const { tokenId } = await w.mint721(3)
    const block = await w.chain.client.getBlock()
    const option = await w.option(3, tokenId, {
      channel: CHANNEL.AUCTION_721,
      currency: w.contracts.weth,
      price: parseEther('0.1'),
      endTime: block.timestamp + 3600n,
    })
    const { orderId } = await list(option)
    const outbidBefore = (await ofType(buyer, NEWSTYPE.OUTBID)).length
    const first = await call(buyer, 'offer/bidding', { orderId, bid: String(parseEther('0.1')) })
    await w.send(4, first.data.tx)
    const second = await call(bob, 'offer/bidding', { orderId, bid: String(parseEther('0.2')) })
    await w.send(5, second.data.tx)
    await w.until(
      async () => (await ofType(buyer, NEWSTYPE.OUTBID)).length === outbidBefore + 1,
      'the outbid notice',
    )
    expect((await ofType(buyer, NEWSTYPE.OUTBID))[0]?.content).toBe(
      `Someone bid more than you on <b>Token ${tokenId}</b>. Your bid of <b>0.1 WETH</b> was refunded to your wallet.`,
    )

    await w.chain.client.request({ method: 'evm_increaseTime', params: [3601] } as never)
    await w.chain.client.request({ method: 'evm_mine', params: [] } as never)
    const settle = await call(seller, 'offer/delivery', { orderId })
    const receipt = await w.send(3, settle.data.tx)
    await w.until(async () => (await ofType(bob, NEWSTYPE.AUCTION_WON)).length === 1, 'the won notice')
    expect((await ofType(bob, NEWSTYPE.AUCTION_WON))[0]).toMatchObject({
      title: 'You won the auction',
      content: `<b>Token ${tokenId}</b> was delivered to you for your bid of <b>0.2 WETH</b>.`,
    })

    // The handler runs again on the same event (a replayed range): the event's key tells nobody twice.
    const event = await storedEvent(receipt.transactionHash, 'AuctionSettled')
    await transaction(w.t.app.db, (tx) => onAuctionSettled(deps)(event, tx))
    expect(await ofType(bob, NEWSTYPE.AUCTION_WON)).toHaveLength(1)
  })

  it('a listing found ended tells its seller once', async () => {
    const { tokenId, itemId } = await w.mint721(3)
    const block = await w.chain.client.getBlock()
    const order = await list(await w.option(3, tokenId, { endTime: block.timestamp + 600n }))
    await w.chain.client.request({ method: 'evm_increaseTime', params: [601] } as never)
    await w.chain.client.request({ method: 'evm_mine', params: [] } as never)
    expect((await call(seller, 'sale/update', { orderId: order.orderId })).data.state).toBe('expired')
    await call(seller, 'sale/update', { orderId: order.orderId })
    const ended = (await ofType(seller, NEWSTYPE.LISTING_EXPIRED)).filter(
      (n) => n.contentid === String(itemId),
    )
    expect(ended).toEqual([
      expect.objectContaining({
        title: 'Your listing ended',
        content: `Your listing of <b>Token ${tokenId}</b> at <b>0.1 ETH</b> ended without a sale. You can list it again.`,
      }),
    ])
  })

  it('a listing whose end passed expires on the minute’s scan, its seller told without anyone opening it', async () => {
    const { tokenId, itemId } = await w.mint721(3)
    const block = await w.chain.client.getBlock()
    await list(await w.option(3, tokenId, { endTime: block.timestamp + 600n }))
    const told = async () =>
      (await ofType(seller, NEWSTYPE.LISTING_EXPIRED)).filter((n) => n.contentid === String(itemId))
    // Still on sale: the scan (the app's own scheduled job, run now) leaves it.
    await w.t.app.jobs.send('market.expire-listings', {})
    await w.t.app.jobs.drain()
    expect(await told()).toEqual([])
    await w.chain.client.request({ method: 'evm_increaseTime', params: [601] } as never)
    await w.chain.client.request({ method: 'evm_mine', params: [] } as never)
    await w.t.app.jobs.send('market.expire-listings', {})
    await w.t.app.jobs.drain()
    expect(await told()).toHaveLength(1)
    const { rows } = (await w.t.app.db.execute(
      sql`select state from market_order where item_id = ${itemId}`,
    )) as { rows: unknown[] }
    expect(rows).toEqual([{ state: 'expired' }])
  })
})
