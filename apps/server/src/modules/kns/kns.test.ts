import * as PriceOracle from '@kid/contracts/artifacts/PriceOracle'
import { knsTypes, registryDomain, tokenIdOf } from '@kid/contracts/kns/typedData'
import { Code } from '@kid/shared/codes'
import { KNS_TEXT } from '@kid/shared/kns/names'
import type {
  KnsDefault,
  KnsExtend,
  KnsMint,
  KnsModify,
  KnsName,
  KnsPrice,
  KnsPrices,
  KnsStateAnswer,
  KnsSuggestion,
} from '@kid/shared/kns/views'
import type { CreatorProfile } from '@kid/shared/market/creators'
import type { SearchResults } from '@kid/shared/market/search'
import type { OfferView } from '@kid/shared/market/trade'
import type {
  ActivityView,
  CollectionDetail,
  CreatorView,
  ItemInfo,
  ListingRow,
} from '@kid/shared/market/views'
import { NEWSTYPE } from '@kid/shared/notice'
import type { Page } from '@kid/shared/page'
import { eq, inArray } from 'drizzle-orm'
import { recoverTypedDataAddress, toHex, zeroAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runCommand } from '../../admin/commands.ts'
import { platformJobs } from '../../platform/jobs/tables.ts'
import { readOutbox } from '../../platform/mail/mailer.ts'
import { createTestApp, type TestApp } from '../../testing/app.ts'
import { indexToHead, startTestChain, type TestChain } from '../../testing/chain.ts'
import { catalogRows } from '../market/testing.ts'
import { createDefaultNames } from './default-names.ts'
import type { Reminder } from './reminders.ts'
import { KNS_REFUSED } from './rules.ts'
import { knsDefault } from './tables.ts'
import { knsScene, priceProvider } from './testing.ts'

let chain: TestChain
let t: TestApp
let provider: Awaited<ReturnType<typeof priceProvider>>
let scene: ReturnType<typeof knsScene>
/** The app's clock; the grace-period tests move it with the chain's. */
let clockOffsetMs = 0
const now = () => new Date(Date.now() + clockOffsetMs)
beforeAll(async () => {
  provider = await priceProvider('2000.00')
  chain = await startTestChain()
  t = await createTestApp(
    { ETH_PRICE_PROVIDER: 'coinbase', ETH_PRICE_URL: provider.url },
    undefined,
    {},
    { chain: { ...chain, pollIntervalMs: 60_000 }, now },
  )
  scene = knsScene(t, chain)
})
afterAll(async () => {
  await t?.close()
  await chain?.close()
  await provider?.close()
})

type Member = Awaited<ReturnType<typeof scene.member>>
const indexed = () => indexToHead(t.app)
const FIVE_PLUS_WEI = 10n ** 16n
const FOUR_WEI = 5n * 10n ** 16n
const YEAR_MS = 365 * 86_400_000

/** Registers `label` for `m` through mint and the registry, then waits for the indexer. */
async function registered(m: Member, label: string, options: { setDefault?: boolean; years?: number } = {}) {
  const mint = await scene.call<KnsMint>(m, 'POST', 'mint', {
    domain: label,
    years: options.years ?? 1,
    setDefault: options.setDefault ?? true,
  })
  expect(mint, mint.msg).toMatchObject({ code: Code.SUCCESS })
  await scene.register(m.index, mint.data)
  await indexed()
  return mint.data
}
const state = async (label: string, who?: Member) =>
  (await scene.call<KnsStateAnswer>(who, 'GET', `open/domain/state/${label}`)).data
const defaultOf = async (wallet: string) =>
  (await scene.call<KnsDefault>(undefined, 'GET', `open/default/${wallet}`)).data

describe('the kid calls', () => {
  let alice: Member
  let bob: Member
  let carol: Member
  beforeAll(async () => {
    alice = await scene.member(5, { email: 'alice-kns@example.org', emailVerifiedAt: new Date() })
    bob = await scene.member(6)
    carol = await scene.member(7)
  })

  it('checks names at the edge with the rules’ own words, and reads Alice.KID as alice', async () => {
    for (const [domain, msg] of [
      ['abc', KNS_TEXT.tooShort],
      ['a'.repeat(33), KNS_TEXT.tooLong],
      ['al%20ice', KNS_TEXT.characters],
      ['-alice', KNS_TEXT.edges],
    ] as const) {
      expect(await scene.call(undefined, 'GET', `open/domain/state/${domain}`), domain).toMatchObject({
        code: Code.BAD_REQUEST,
        msg: `Invalid domain: ${msg}`,
      })
    }
    expect(await state('Free.KID')).toMatchObject({
      label: 'free',
      name: 'free.kid',
      state: 'available',
      tokenId: tokenIdOf('free').toString(),
      holder: null,
      price: { tier: 'four', yearlyWei: FOUR_WEI.toString(), yearlyUsd: '100' },
    })
  })

  it('prices four characters and five or more from the oracle, in wei and USD, for signed-in members', async () => {
    expect((await scene.call(undefined, 'GET', 'price/someone')).code).toBe(401)
    const five = await scene.call<KnsPrice>(alice, 'GET', 'price/someone')
    expect(five.data).toEqual({
      label: 'someone',
      length: 7,
      tier: 'fivePlus',
      currency: 'ETH',
      yearlyWei: FIVE_PLUS_WEI.toString(),
      yearlyUsd: '20',
    })
    expect((await scene.call<KnsPrice>(alice, 'GET', 'price/four')).data).toMatchObject({
      tier: 'four',
      yearlyWei: FOUR_WEI.toString(),
    })
    // Both tiers for anyone, for the pages that explain the prices.
    expect((await scene.call<KnsPrices>(undefined, 'GET', 'open/prices')).data).toMatchObject({
      four: { tier: 'four', length: 4, yearlyWei: FOUR_WEI.toString(), yearlyUsd: '100' },
      fivePlus: { tier: 'fivePlus', length: 5, yearlyWei: FIVE_PLUS_WEI.toString(), yearlyUsd: '20' },
    })
  })

  it('signs a registration bound to label, registrant, duration, price and deadline; one tx registers with record and default', async () => {
    const mint = await scene.call<KnsMint>(alice, 'POST', 'mint', { domain: 'alicename', years: 2 })
    expect(mint.data).toMatchObject({
      label: 'alicename',
      owner: alice.lower,
      duration: (2n * 365n * 86_400n).toString(),
      currency: zeroAddress,
      price: (2n * FIVE_PLUS_WEI).toString(),
      whitelisted: false,
      setDefault: true,
    })
    const signer = await recoverTypedDataAddress({
      domain: registryDomain(chain.chainId, chain.deployment.contracts.registry),
      types: knsTypes,
      primaryType: 'Register',
      message: {
        label: 'alicename',
        owner: alice.wallet,
        duration: BigInt(mint.data.duration),
        currency: zeroAddress,
        price: BigInt(mint.data.price),
        whitelisted: false,
        deadline: BigInt(mint.data.deadline),
      },
      signature: mint.data.signature,
    })
    expect(signer).toBe(chain.signer.address)
    // A copy sent by someone else cannot take the name, nor set alice's default for her.
    await expect(scene.register(bob.index, mint.data)).rejects.toThrow(/AddressMismatch/)
    await scene.register(alice.index, mint.data)
    await indexed()
    const registeredState = await state('alicename')
    expect(registeredState).toMatchObject({
      state: 'registered',
      holder: alice.lower,
      price: null,
      records: { addr: alice.lower, texts: {}, isDefault: true },
    })
    expect(Date.parse(registeredState.expiresAt ?? '') - Date.now()).toBeGreaterThan(2 * YEAR_MS - 3_600_000)
    expect(await defaultOf(alice.wallet)).toEqual({
      wallet: alice.lower,
      name: 'alicename.kid',
      label: 'alicename',
      tokenId: tokenIdOf('alicename').toString(),
      avatar: null,
    })
  })

  it('refuses a taken name, a member without a wallet, bad years and an unsigned call', async () => {
    await registered(bob, 'takenname', { setDefault: false })
    expect(await scene.call(carol, 'POST', 'mint', { domain: 'takenname', years: 1 })).toMatchObject({
      code: Code.BAD_REQUEST,
      msg: KNS_REFUSED.taken,
    })
    const walletless = await t.signIn()
    expect((await scene.call(walletless, 'POST', 'mint', { domain: 'freename', years: 1 })).code).toBe(
      Code.BAD_REQUEST,
    )
    // Without a wallet a member holds no names: their list is empty rather than refused.
    expect((await scene.call<Page<KnsName>>(walletless, 'GET', 'list/state/all')).data.list).toEqual([])
    expect(await scene.call(carol, 'POST', 'mint', { domain: 'freename', years: 11 })).toMatchObject({
      code: Code.BAD_REQUEST,
      msg: 'Invalid years: Choose 1 to 10 years.',
    })
    expect((await scene.call(undefined, 'POST', 'mint', { domain: 'freename', years: 1 })).code).toBe(401)
  })

  it('signs today’s price: after the oracle changes, a new mint carries the new price', async () => {
    const setPrices = (four: bigint, five: bigint) =>
      chain.write(0, {
        address: chain.deployment.contracts.priceOracle,
        abi: PriceOracle.abi,
        functionName: 'setPrices',
        args: [zeroAddress, four, five],
      })
    await setPrices(FOUR_WEI, 3n * FIVE_PLUS_WEI)
    try {
      const mint = await scene.call<KnsMint>(carol, 'POST', 'mint', { domain: 'repriced', years: 1 })
      expect(mint.data.price).toBe((3n * FIVE_PLUS_WEI).toString())
    } finally {
      await setPrices(FOUR_WEI, FIVE_PLUS_WEI)
    }
  })

  it('suggests free names built from a taken one', async () => {
    await registered(carol, 'carolkid', { setDefault: false })
    const suggested = await scene.call<KnsSuggestion[]>(undefined, 'GET', 'open/recommend/domain', {
      domain: 'Carol!',
    })
    const labels = suggested.data.map((s) => s.label)
    expect(labels).toContain('carol')
    expect(labels).not.toContain('carolkid')
    expect(labels.length).toBeLessThanOrEqual(6)
    expect(suggested.data.find((s) => s.label === 'thecarol')).toMatchObject({
      name: 'thecarol.kid',
      yearlyWei: FIVE_PLUS_WEI.toString(),
    })
    expect(
      (await scene.call<KnsSuggestion[]>(undefined, 'GET', 'open/recommend/domain', { domain: '!!' })).data,
    ).toEqual([])
  })

  it('lists a wallet’s names by expiry, paged, and the caller’s by state', async () => {
    await registered(carol, 'carolshort', { setDefault: false, years: 2 })
    await registered(carol, 'carollong', { setDefault: false, years: 3 })
    const page = await scene.call<Page<KnsName>>(undefined, 'GET', `open/wallet/${carol.wallet}`, {
      page: '1',
      size: '2',
    })
    expect(page.data.list.map((n) => n.label)).toEqual(['carolkid', 'carolshort'])
    expect(page.data.hasMore).toBe(true)
    const next = await scene.call<Page<KnsName>>(undefined, 'GET', `open/wallet/${carol.wallet}`, {
      page: '2',
      size: '2',
    })
    expect(next.data.list.map((n) => n.label)).toEqual(['carollong'])
    const mine = await scene.call<Page<KnsName>>(carol, 'GET', 'list/state/registered')
    expect(mine.data.list).toHaveLength(3)
    expect((await scene.call<Page<KnsName>>(carol, 'GET', 'list/state/grace')).data.list).toEqual([])
    expect((await scene.call(carol, 'GET', 'list/state/sold')).code).toBe(Code.BAD_REQUEST)
    expect((await scene.call(undefined, 'GET', 'list/state/all')).code).toBe(401)
  })

  it('renews for anyone, several names in one transaction, each signature bound to the expiry it extends', async () => {
    const before = await state('carolshort')
    const other = await state('carollong')
    const extend = await scene.call<KnsExtend>(alice, 'POST', 'extend', {
      domains: ['carolshort', 'carollong'],
      years: 1,
    })
    expect(extend.data).toMatchObject({ total: (2n * FIVE_PLUS_WEI).toString() })
    expect(extend.data.renewals.map((r) => r.expiresAt)).toEqual([before.expiresAt, other.expiresAt])
    await scene.renew(alice.index, extend.data)
    await indexed()
    const after = await state('carolshort')
    expect(Date.parse(after.expiresAt ?? '') - Date.parse(before.expiresAt ?? '')).toBe(YEAR_MS)
    expect(after.holder).toBe(carol.lower)
    // Used once: the same signatures no longer match the names' expiries.
    await expect(scene.renew(alice.index, extend.data)).rejects.toThrow(/ValidationFailed/)
    expect(
      await scene.call(alice, 'POST', 'extend', { domains: ['carolshort', 'carolshort'], years: 1 }),
    ).toMatchObject({ code: Code.BAD_REQUEST, msg: KNS_REFUSED.duplicate })
    expect(await scene.call(alice, 'POST', 'extend', { domains: ['nobodyhere'], years: 1 })).toMatchObject({
      code: Code.BAD_REQUEST,
      msg: `nobodyhere.kid: ${KNS_REFUSED.notRegistered}`,
    })
  })

  it('modifies only for the holder: records and default in one transaction, with the avatar as fallback picture', async () => {
    expect(await scene.call(bob, 'POST', 'modify', { domain: 'carolkid', action: 'default' })).toMatchObject({
      code: Code.BAD_REQUEST,
      msg: KNS_REFUSED.notHolder,
    })
    expect(
      await scene.call(carol, 'POST', 'modify', {
        domain: 'carolkid',
        action: 'records',
        texts: { avatar: 'http://plain.example/a.png' },
      }),
    ).toMatchObject({
      code: Code.BAD_REQUEST,
      msg: 'Invalid texts.avatar: The avatar is an https:// or ipfs:// address.',
    })
    const change = await scene.call<KnsModify>(carol, 'POST', 'modify', {
      domain: 'carolkid',
      action: 'records',
      texts: { avatar: 'https://pics.example/carol.png', bio: 'Painter', url: 'https://carol.example' },
      setDefault: true,
    })
    expect(change.data.to).toBe(chain.deployment.contracts.resolver)
    expect(change.data.summary).toContain('Makes carolkid.kid your default name.')
    expect(await defaultOf(carol.wallet)).toMatchObject({ name: null })
    await scene.send(carol.index, change.data)
    await indexed()
    expect(await defaultOf(carol.wallet)).toMatchObject({
      name: 'carolkid.kid',
      avatar: 'https://pics.example/carol.png',
    })
    // The name's page reads the records its manage form starts from.
    expect((await state('carolkid')).records).toEqual({
      addr: carol.lower,
      texts: { avatar: 'https://pics.example/carol.png', bio: 'Painter', url: 'https://carol.example' },
      isDefault: true,
    })
    // Pointing the name elsewhere breaks forward–reverse agreement: no default name is shown.
    const away = await scene.call<KnsModify>(carol, 'POST', 'modify', {
      domain: 'carolkid',
      action: 'records',
      addr: bob.wallet,
    })
    await scene.send(carol.index, away.data)
    await indexed()
    expect(await defaultOf(carol.wallet)).toMatchObject({ name: null })
  })

  it('transfers: the old holder’s default name stops resolving, the new holder starts with empty records', async () => {
    await registered(bob, 'handover')
    expect((await defaultOf(bob.wallet)).name).toBe('handover.kid')
    expect(
      await scene.call(bob, 'POST', 'modify', { domain: 'handover', action: 'transfer', to: bob.wallet }),
    ).toMatchObject({ code: Code.BAD_REQUEST, msg: KNS_REFUSED.selfTransfer })
    const transfer = await scene.call<KnsModify>(bob, 'POST', 'modify', {
      domain: 'handover',
      action: 'transfer',
      to: alice.wallet,
    })
    expect(transfer.data.to).toBe(chain.deployment.contracts.registry)
    await scene.send(bob.index, transfer.data)
    await indexed()
    expect(await defaultOf(bob.wallet)).toMatchObject({ name: null })
    expect(await state('handover')).toMatchObject({
      holder: alice.lower,
      state: 'registered',
      records: { addr: null, texts: {}, isDefault: false },
    })
    // alice's own default (alicename) is untouched; making handover hers points it at her first.
    const adopt = await scene.call<KnsModify>(alice, 'POST', 'modify', {
      domain: 'handover',
      action: 'default',
    })
    expect(adopt.data.summary[0]).toMatch(/^Points handover\.kid at /)
    await scene.send(alice.index, adopt.data)
    await indexed()
    expect((await defaultOf(alice.wallet)).name).toBe('handover.kid')
  })

  it('keeps reserved names for their wallet, who registers them free', async () => {
    const reserve = await runCommand(t.app.db, ['kns', 'reserve', 'vipname', carol.wallet], {
      actor: 'operator:test',
      chainId: chain.chainId,
    })
    expect(reserve.output).toBe(`Reserved vipname.kid for ${carol.lower}.`)
    expect(await state('vipname', bob)).toMatchObject({
      state: 'reserved',
      reservedForYou: false,
      price: null,
    })
    expect(await state('vipname', carol)).toMatchObject({ state: 'reserved', reservedForYou: true })
    expect(await scene.call(bob, 'POST', 'mint', { domain: 'vipname', years: 1 })).toMatchObject({
      code: Code.BAD_REQUEST,
      msg: KNS_REFUSED.reserved,
    })
    const mint = await registered(carol, 'vipname', { setDefault: false })
    expect(mint).toMatchObject({ whitelisted: true, price: '0' })
    expect(await state('vipname')).toMatchObject({
      state: 'registered',
      whitelisted: true,
      holder: carol.lower,
    })
    await expect(
      runCommand(t.app.db, ['kns', 'reserve', 'ab', carol.wallet], {
        actor: 'operator:test',
        chainId: chain.chainId,
      }),
    ).rejects.toThrow(KNS_TEXT.tooShort)
  })

  it('plans reminders at 30, 7 and 1 days, each told once by notice and e-mail', async () => {
    const tokenId = tokenIdOf('alicename').toString()
    const jobs = await t.app.db
      .select()
      .from(platformJobs)
      .where(eq(platformJobs.name, 'kns.expiry-reminder'))
    const mine = jobs.filter((j) => (j.data as Reminder).tokenId === tokenId)
    const { expiresAt } = await state('alicename')
    expect(mine.map((j) => (j.data as Reminder).days).sort((a, b) => a - b)).toEqual([1, 7, 30])
    for (const j of mine)
      expect(j.runAt.getTime()).toBe(Date.parse(expiresAt ?? '') - (j.data as Reminder).days * 86_400_000)
    // The 7-day reminder, delivered twice (jobs run at least once), and one for an expiry the name
    // no longer has (as after a renewal): one notice, one mail.
    const reminder: Reminder = { tokenId, expiresAt: expiresAt ?? '', days: 7 }
    const sent = await Promise.all([
      t.app.jobs.send('kns.expiry-reminder', reminder, { key: 'test-reminder-a' }),
      t.app.jobs.send('kns.expiry-reminder', reminder, { key: 'test-reminder-b' }),
      t.app.jobs.send(
        'kns.expiry-reminder',
        { ...reminder, expiresAt: new Date(0).toISOString() },
        { key: 'test-reminder-c' },
      ),
    ])
    const ids = sent.filter((id): id is number => id !== undefined)
    await until(async () => {
      const rows = await t.app.db.select().from(platformJobs).where(inArray(platformJobs.id, ids))
      return rows.every((r) => r.state === 'completed') && rows.length === 3
    })
    const listed = await t.app.inject({
      method: 'POST',
      url: '/api/communityservice/usernews/findpage',
      headers: alice.headers(),
      payload: { type: 3, page: 1, size: 10 },
    })
    const notices = listed.json().data.list as { title: string; newstype: number; contentid: string }[]
    expect(notices.map((n) => [n.title, n.newstype, n.contentid])).toEqual([
      ['alicename.kid expires in 7 days', NEWSTYPE.KNS_EXPIRY, 'alicename'],
    ])
    await until(async () => (await readOutbox(t.app.db, 'alice-kns@example.org')).length > 0)
    const mail = await readOutbox(t.app.db, 'alice-kns@example.org')
    expect(mail).toHaveLength(1)
    expect(mail[0]?.text).toContain(`${t.config.publicUrl}/kid/renewal/alicename`)
  })

  it('resolves many wallets’ default names in one lookup, cached until the indexer says names changed', async () => {
    const names = createDefaultNames(t.app.db, now)
    const stranger = '0x000000000000000000000000000000000000dead'
    const answer = await names.many([alice.wallet, bob.wallet, stranger, alice.lower])
    expect([...answer.keys()].sort()).toEqual([alice.lower, bob.lower, stranger].sort())
    expect(answer.get(alice.lower)?.name).toBe('handover.kid')
    expect(answer.get(stranger)).toEqual({
      wallet: stranger,
      name: null,
      label: null,
      tokenId: null,
      avatar: null,
    })
    await t.app.db.delete(knsDefault).where(eq(knsDefault.wallet, alice.lower))
    expect((await names.one(alice.wallet)).name).toBe('handover.kid')
    names.clear()
    expect((await names.one(alice.wallet)).name).toBeNull()
    // Put back as the chain has it, for the tests after this one.
    await t.app.db
      .insert(knsDefault)
      .values({ wallet: alice.lower, tokenId: tokenIdOf('handover').toString() })
  })

  it('names every wallet a market answer lists by its agreeing default name, never by one whose records disagree', async () => {
    // Alice's handover.kid agrees (and gets an avatar); Carol chose carolkid.kid but points it at
    // Bob's wallet; Bob's default left with the name he transferred.
    const records = await scene.call<KnsModify>(alice, 'POST', 'modify', {
      domain: 'handover',
      action: 'records',
      texts: { avatar: 'https://pics.example/alice.png' },
    })
    await scene.send(alice.index, records.data)
    await indexed()
    const alices = { address: alice.lower, name: 'handover.kid', avatar: 'https://pics.example/alice.png' }
    const rows = catalogRows(t)
    const collection = await rows.collection(alice.lower)
    const carols = await rows.collection(carol.lower)
    const item = await rows.item(collection.id, alice.lower, { ownerAddress: bob.lower })
    await rows.item(carols.id, carol.lower)
    await rows.sale(item, bob.lower, carol.lower, 10n ** 15n)
    await rows.listing(item.id, alice.lower, 2n * 10n ** 15n)
    await rows.listing(item.id, carol.lower, 3n * 10n ** 15n)
    for (const m of [alice, carol]) await rows.offer(item.id, m.lower, 10n ** 14n)
    const read = async <T>(url: string) =>
      (await t.app.inject({ url: `/api/dcservice/${url}`, headers: t.signed() })).json().data as T

    const info = await read<ItemInfo>(`item/open/info?id=${item.id}`)
    expect(info.kidNames).toEqual([alices])
    // A sale between wallets without an agreeing name names nobody.
    const activity = await read<Page<ActivityView>>(`item/open/activity?id=${item.id}`)
    expect(activity.list.map((a) => [a.from, a.to, a.kidNames])).toEqual([[bob.lower, carol.lower, []]])
    await rows.sale(item, carol.lower, alice.lower, 10n ** 15n)
    for (const url of [
      `item/open/activity?id=${item.id}`,
      `collection/open/activity?id=${collection.id}`,
      `open/creator/activity?address=${carol.lower}`,
    ]) {
      const page = await read<Page<ActivityView>>(url)
      expect(page.list[0]?.kidNames, url).toEqual([alices])
      expect(page.list[1]?.kidNames, url).toEqual([])
    }
    const listings = await read<Page<ListingRow>>(`item/open/listings?id=${item.id}`)
    expect(listings.list.map((l) => [l.seller, l.kidNames])).toEqual([
      [alice.lower, [alices]],
      [carol.lower, []],
    ])
    const offers = await read<Page<OfferView>>(`item/offer/open/item/${item.id}`)
    expect(offers.list.map((o) => [o.bidder, o.kidNames])).toEqual([
      [carol.lower, []],
      [alice.lower, [alices]],
    ])
    const ranking = await read<Page<CreatorView>>('open/creator/top/ranking?period=all&size=50')
    const ranked = (m: Member) => ranking.list.find((c) => c.address === m.lower)?.kidName
    expect([ranked(alice), ranked(carol)]).toEqual([alices, null])
    expect((await read<CreatorProfile>(`open/creator/index?address=${alice.lower}`)).kidName).toEqual(alices)
    expect((await read<CreatorProfile>(`open/creator/index?address=${carol.lower}`)).kidName).toBeNull()
    expect(
      (await read<CollectionDetail>(`collection/open/detail?id=${collection.id}`)).creatorKidName,
    ).toEqual(alices)
    expect((await read<CollectionDetail>(`collection/open/detail?id=${carols.id}`)).creatorKidName).toBeNull()
    for (const m of [alice, carol]) {
      const found = await read<SearchResults>(`open/search?keyword=${m.lower}&tab=people`)
      expect(found.people?.list.map((p) => p.kidName)).toEqual([m === alice ? alices : null])
    }
  })

  it('follows a reorg: a registration that left the chain leaves the names', async () => {
    const snapshot = await chain.snapshot()
    await registered(bob, 'ephemeral')
    expect(await state('ephemeral')).toMatchObject({ state: 'registered' })
    await chain.revert(snapshot)
    await chain.client.request({ method: 'anvil_mine', params: [toHex(3)] } as never)
    await indexed()
    await indexed()
    expect(await state('ephemeral')).toMatchObject({ state: 'available' })
    expect(await state('alicename')).toMatchObject({ state: 'registered', holder: alice.lower })
    expect((await defaultOf(bob.wallet)).name).toBeNull()
  })

  it('in the grace period only the holder renews; then the name is free again', async () => {
    const warp = async (ms: number) => {
      clockOffsetMs += ms
      await chain.client.request({
        method: 'evm_increaseTime',
        params: [toHex(Math.round(ms / 1000))],
      } as never)
      await chain.client.request({ method: 'anvil_mine', params: [toHex(1)] } as never)
      await indexed()
    }
    const expiresAt = Date.parse((await state('takenname')).expiresAt ?? '')
    await warp(expiresAt - Date.now() + 86_400_000)
    expect(await state('takenname')).toMatchObject({ state: 'grace', holder: bob.lower })
    expect(
      (await scene.call<Page<KnsName>>(bob, 'GET', 'list/state/grace')).data.list.map((n) => n.label),
    ).toContain('takenname')
    expect(await scene.call(carol, 'POST', 'mint', { domain: 'takenname', years: 1 })).toMatchObject({
      code: Code.BAD_REQUEST,
      msg: KNS_REFUSED.grace,
    })
    expect(await scene.call(carol, 'POST', 'extend', { domains: ['takenname'], years: 1 })).toMatchObject({
      code: Code.BAD_REQUEST,
      msg: `takenname.kid: ${KNS_REFUSED.graceHolderOnly}`,
    })
    expect(await scene.call(bob, 'POST', 'modify', { domain: 'takenname', action: 'default' })).toMatchObject(
      { code: Code.BAD_REQUEST, msg: KNS_REFUSED.expired },
    )
    const extend = await scene.call<KnsExtend>(bob, 'POST', 'extend', { domains: ['takenname'], years: 1 })
    expect(extend.code, extend.msg).toBe(Code.SUCCESS)
    await scene.renew(bob.index, extend.data)
    await indexed()
    expect(await state('takenname')).toMatchObject({ state: 'registered', holder: bob.lower })
    // carolkid was registered for a year too and not renewed: past its grace period anyone may have it.
    expect(await state('carolkid')).toMatchObject({ state: 'grace', holder: carol.lower })
    await warp(90 * 86_400_000)
    expect(await state('carolkid')).toMatchObject({ state: 'available', holder: null })
    await registered(bob, 'carolkid', { setDefault: false })
    expect(await state('carolkid')).toMatchObject({ state: 'registered', holder: bob.lower })
  })
})

/** Waits (no time limit of its own: the test's timeout bounds it) until `check` holds. */
async function until(check: () => Promise<boolean>): Promise<void> {
  while (!(await check())) await new Promise((done) => setTimeout(done, 50))
}
