import { devAccount } from '@kid/contracts/deploy/devAccounts'
import { tokenIdOf } from '@kid/contracts/kns/typedData'
import type { Option } from '@kid/contracts/market/typedData'
import { Code } from '@kid/shared/codes'
import type { KnsDefault, KnsExtend, KnsMint, KnsName, KnsStateAnswer } from '@kid/shared/kns/views'
import { optionToWire } from '@kid/shared/market/trade'
import type { ItemView } from '@kid/shared/market/views'
import type { Page } from '@kid/shared/page'
import { and, desc, eq, gt, ne } from 'drizzle-orm'
import { parseEther, toHex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { indexToHead } from '../../../testing/chain.ts'
import { knsScene } from '../../kns/testing.ts'
import { marketActivity } from '../tables/activity.ts'
import { marketCreatorStats } from '../tables/creator.ts'
import { expireEndedListings } from './listing-expiry.ts'
import { NAME_EXPIRY_TEXT, nameOutlivedReason } from './name-expiry.ts'
import { BUY_TEXT } from './purchase.ts'
import { type TradeScene, tradeScene } from './test-scene.ts'
import { signOption } from './wallet-sign.ts'

/** The app's clock; the expiry tests move it with the chain's, so the kid calls judge names as the chain does. */
let clockOffsetMs = 0
const now = () => new Date(Date.now() + clockOffsetMs)
let { w, seller, buyer, call, stateOf } = {} as TradeScene
let kns: ReturnType<typeof knsScene>
beforeAll(async () => {
  ;({ w, seller, buyer, call, stateOf } = await tradeScene({ now }))
  kns = knsScene(w.t, w.chain)
  carol = await w.member(7)
})
afterAll(async () => w?.close())

type Who = typeof seller
/** Dev 7: renews the name as a gift, would buy it once expired, then registers it anew. */
let carol: Who
const LABEL = 'sellname'
const NAME = `${LABEL}.kid`
const indexed = () => indexToHead(w.t.app)

const nameState = async () =>
  (await kns.call<KnsStateAnswer>(undefined, 'GET', `open/domain/state/${LABEL}`)).data
const expirySeconds = async () => BigInt(Date.parse((await nameState()).expiresAt ?? '') / 1000)
const defaultOf = async (who: Who) =>
  (await kns.call<KnsDefault>(undefined, 'GET', `open/default/${who.address}`)).data.name
/** item/open/token for the name: its item, as the name's page finds it. */
const nameItem = async () =>
  (
    await w.t.app.inject({
      url: `/api/dcservice/item/open/token?collection=${w.contracts.registry}&tokenId=${tokenIdOf(LABEL)}`,
      headers: w.t.signed(),
    })
  ).json() as { code: number; msg: string; data: ItemView }

async function register(who: Who) {
  const mint = await kns.call<KnsMint>(who, 'POST', 'mint', { domain: LABEL, years: 1, setDefault: true })
  expect(mint, mint.msg).toMatchObject({ code: Code.SUCCESS })
  await kns.register(who.dev, mint.data)
  await indexed()
}
/** A fixed-price ETH listing of the name by `who`, signed by their wallet; the call's envelope. */
async function listName(who: Who, overrides: Partial<Option>) {
  const o = await w.option(who.dev, tokenIdOf(LABEL), { collection: w.contracts.registry, ...overrides })
  return call(
    who,
    'sale/create',
    { option: optionToWire(o) },
    await signOption(devAccount(who.dev), w.deps.domain, o),
  )
}
/** Moves the chain's clock and the app's together by `seconds`, and indexes the new block. */
async function warp(seconds: bigint) {
  clockOffsetMs += Number(seconds) * 1000
  await w.chain.client.request({ method: 'evm_increaseTime', params: [toHex(seconds)] } as never)
  await w.chain.client.request({ method: 'anvil_mine', params: [toHex(1)] } as never)
  await indexed()
}
const day = (seconds: bigint) =>
  `${new Date(Number(seconds) * 1000).toISOString().slice(0, 16).replace('T', ' ')} UTC`

describe('.kid names on the marketplace', () => {
  it('a registered name becomes a minted item of KID Names, owned by its holder, with its card', async () => {
    await register(seller)
    const { code, data: item } = await nameItem()
    expect(code).toBe(Code.SUCCESS)
    expect(item).toMatchObject({
      name: NAME,
      collectionName: 'KID Names',
      status: 'minted',
      ownerAddress: seller.address,
      royaltyBps: 0,
      mediaUrl: `/meta/kns/${LABEL}.svg`,
      listing: null,
    })
    expect(item.description).toContain(
      `registered until ${new Date(Number(await expirySeconds()) * 1000).toISOString().slice(0, 10)}`,
    )
    const card = await w.t.app.inject({ url: item.mediaUrl })
    expect(card.headers['content-type']).toContain('image/svg+xml')
    expect(card.body).toContain(`>${NAME}</text>`)
    expect((await w.t.app.inject({ url: '/meta/kns/no%20name.svg' })).statusCode).toBe(404)
    const [mint] = await w.t.app.db
      .select()
      .from(marketActivity)
      .where(and(eq(marketActivity.itemId, item.id), eq(marketActivity.kind, 'mint')))
    expect(mint).toMatchObject({ toAddress: seller.address, fromAddress: null })
    // A name's item is the platform's, not a person's work: its creator is in no ranking or count.
    const open = async (url: string) => (await w.t.app.inject({ url, headers: w.t.signed() })).json().data
    const ranked = await open('/api/dcservice/open/creator/top/ranking?period=all&page=1&size=50')
    expect(ranked.list.map((c: { address: string }) => c.address)).not.toContain(item.creatorAddress)
    const counts = await open('/api/dcservice/home/open/index/count')
    const people = await w.t.app.db.$count(
      marketCreatorStats,
      and(gt(marketCreatorStats.items, 0), ne(marketCreatorStats.creatorAddress, item.creatorAddress)),
    )
    expect(counts.creators).toBe(people)
  })

  it('refuses a listing that outlives the name; one that ends in time sells through the Exchange, and the name moves with it', async () => {
    await w.approveAll(seller.dev, w.contracts.registry)
    const expiry = await expirySeconds()
    expect(await listName(seller, { endTime: expiry + 1n })).toMatchObject({
      code: Code.BAD_REQUEST,
      msg: NAME_EXPIRY_TEXT.listing(NAME, day(expiry)),
    })
    const listed = await listName(seller, { endTime: expiry, price: parseEther('0.5') })
    expect(listed, listed.msg).toMatchObject({ code: Code.SUCCESS })
    const order = listed.data.orders[0]
    expect((await nameItem()).data.listing).toMatchObject({
      orderId: order.orderId,
      priceWei: parseEther('0.5').toString(),
    })
    expect(await defaultOf(seller)).toBe(NAME)

    const bought = await call(buyer, `offer/purchase/${order.orderId}`)
    expect(bought, bought.msg).toMatchObject({ code: Code.SUCCESS })
    expect((await w.send(buyer.dev, bought.data.tx)).status).toBe('success')
    await w.until(async () => (await stateOf(order.orderId)) === 'filled', 'the indexed sale')
    await indexed()

    expect((await nameItem()).data).toMatchObject({ ownerAddress: buyer.address, listing: null })
    expect(await nameState()).toMatchObject({ state: 'registered', holder: buyer.address })
    // Records are the holder's: the seller's default name left with the name, and the buyer has none yet.
    expect(await defaultOf(seller)).toBeNull()
    expect(await defaultOf(buyer)).toBeNull()
    const mine = await kns.call<Page<KnsName>>(buyer, 'GET', 'list/state/all')
    expect(mine.data.list.map((n) => n.label)).toEqual([LABEL])
  })

  it('a renewal moves the expiry the item states, and offers are held to it like listings', async () => {
    const extend = await kns.call<KnsExtend>(carol, 'POST', 'extend', { domains: [LABEL], years: 1 })
    expect(extend, extend.msg).toMatchObject({ code: Code.SUCCESS })
    await kns.renew(carol.dev, extend.data)
    await indexed()
    const expiry = await expirySeconds()
    expect((await nameItem()).data.description).toContain(
      `registered until ${new Date(Number(expiry) * 1000).toISOString().slice(0, 10)}`,
    )
    const offer = { collection: w.contracts.registry, tokenId: tokenIdOf(LABEL) }
    expect(await nameOutlivedReason(w.deps, { ...offer, endTime: expiry + 1n }, 'offer')).toBe(
      NAME_EXPIRY_TEXT.offer(NAME, day(expiry)),
    )
    expect(await nameOutlivedReason(w.deps, { ...offer, endTime: expiry }, 'offer')).toBeUndefined()
    // Any other collection's sales are none of its business.
    expect(
      await nameOutlivedReason(
        w.deps,
        { ...offer, collection: w.contracts.erc721, endTime: expiry + 1n },
        'offer',
      ),
    ).toBeUndefined()
  })

  it('an expired name’s listing ends with it and cannot be bought; nor can the name be listed again until renewed', async () => {
    await w.approveAll(buyer.dev, w.contracts.registry)
    const expiry = await expirySeconds()
    const listed = await listName(buyer, { endTime: expiry })
    expect(listed, listed.msg).toMatchObject({ code: Code.SUCCESS })
    const order = listed.data.orders[0]
    await warp(expiry - BigInt(Math.floor(now().getTime() / 1000)) + 3600n)
    expect(await nameState()).toMatchObject({ state: 'grace' })
    expect(await expireEndedListings(w.deps)).toBeGreaterThanOrEqual(1)
    expect(await stateOf(order.orderId)).toBe('expired')
    expect(await call(carol, `offer/purchase/${order.orderId}`)).toMatchObject({ msg: BUY_TEXT.notActive })
    expect(await listName(buyer, { endTime: expiry + 86_400n * 30n })).toMatchObject({
      code: Code.BAD_REQUEST,
      msg: NAME_EXPIRY_TEXT.expired(NAME),
    })
  })

  it('registered anew after the grace period, the same item goes to its new holder', async () => {
    const before = (await nameItem()).data
    await warp(91n * 86_400n)
    expect(await nameState()).toMatchObject({ state: 'available' })
    await register(carol)
    const after = (await nameItem()).data
    expect(after).toMatchObject({ id: before.id, ownerAddress: carol.address, name: NAME })
    const moves = await w.t.app.db
      .select({ kind: marketActivity.kind, from: marketActivity.fromAddress, to: marketActivity.toAddress })
      .from(marketActivity)
      .where(eq(marketActivity.itemId, after.id))
      .orderBy(desc(marketActivity.id))
      .limit(2)
    // The old token burnt from the last holder, then minted to the new one.
    expect(moves).toEqual([
      { kind: 'mint', from: null, to: carol.address },
      { kind: 'transfer', from: buyer.address, to: '0x0000000000000000000000000000000000000000' },
    ])
    expect(await defaultOf(carol)).toBe(NAME)
  })
})
