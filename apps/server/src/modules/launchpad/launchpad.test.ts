import { devAccount } from '@kid/contracts/deploy/devAccounts'
import type { KnsMint } from '@kid/shared/kns/views'
import type {
  ApplyAnswer,
  CalendarMonth,
  DeployApproval,
  DropDetail,
  LaunchpadIndex,
  MyDrop,
  WhitelistAnswer,
} from '@kid/shared/launchpad/views'
import { LAUNCHPAD_TEXT } from '@kid/shared/launchpad/views'
import type { Page } from '@kid/shared/page'
import { concat, type Hex, keccak256, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runCommand } from '../../admin/commands.ts'
import { readOutbox } from '../../platform/mail/mailer.ts'
import { createTestApp, type TestApp } from '../../testing/app.ts'
import { startTestChain, type TestChain } from '../../testing/chain.ts'
import { knsScene } from '../kns/testing.ts'
import { launchpadDrop } from './tables.ts'
import { launchpadScene, MEDIA, OK } from './testing.ts'

let chain: TestChain
let t: TestApp
let s: ReturnType<typeof launchpadScene>
beforeAll(async () => {
  chain = await startTestChain()
  t = await createTestApp({}, undefined, {}, { chain: { ...chain, pollIntervalMs: 60_000 } })
  s = launchpadScene(t, chain)
})
afterAll(async () => {
  await t?.close()
  await chain?.close()
})

const FEE = parseEther('0.01')
const admin = (...args: string[]) => runCommand(t.app.db, args, { actor: 'op', chainId: chain.chainId })
type Member = Awaited<ReturnType<typeof s.member>>

async function application(creator: Member, overrides: Record<string, unknown> = {}) {
  const now = await s.chainNow()
  return s.call<ApplyAnswer>(creator, 'POST', 'apply', {
    name: 'Tide Pools',
    symbol: 'TIDE',
    description: 'Pools at night.',
    media: MEDIA,
    start: now - 60,
    end: now + 3600,
    total: 20,
    singleAdd: 4,
    singleTim: 3,
    fee: FEE.toString(),
    royal: 500,
    isWhite: false,
    whitelist: '',
    ...overrides,
  })
}

/** Applies, approves by the admin command, deploys from the creator's wallet and indexes it. */
async function deployed(creator: Member, overrides: Record<string, unknown> = {}) {
  const applied = await application(creator, overrides)
  expect(applied.code, applied.msg).toBe(OK)
  await admin('drop', 'approve', String(applied.data.id))
  const approval = await s.call<DeployApproval>(creator, 'POST', `deploy/${applied.data.id}`)
  expect(approval.code, approval.msg).toBe(OK)
  await s.create(creator.index, approval.data)
  await s.indexed()
  const detail = await s.call<DropDetail>(undefined, 'GET', `open/detail/${applied.data.id}`)
  expect(detail.code, detail.msg).toBe(OK)
  return { ...detail.data, report: applied.data.whitelist }
}

describe('applying for a drop', () => {
  it('refuses bad input with a clear message and stores nothing', async () => {
    const creator = await s.member(7)
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, 'Please give the drop a name'],
      [{ symbol: 'NO SPACES' }, 'The symbol is 1 to 11 letters or digits'],
      [{ end: 1 }, 'The end comes after the start'],
      [{ singleAdd: 2, singleTim: 3 }, 'The limit per wallet is at least the limit per transaction'],
      [{ singleAdd: 50 }, 'The limit per wallet is at most the supply'],
      [{ royal: 1001 }, 'The royalty is at most 10 %'],
      [{ fee: '-1' }, 'The price is a whole number of wei'],
      [{ media: 'https://tracker.example/pic.png' }, 'Please upload the file to KID first.'],
      [{ category: 999 }, LAUNCHPAD_TEXT.wrongCategory],
      [{ isWhite: true, whitelist: 'nobody, 0x12' }, LAUNCHPAD_TEXT.emptyWhitelist],
    ]
    for (const [override, msg] of cases) {
      const answer = await application(creator, override)
      expect(answer.code).not.toBe(OK)
      expect(answer.msg).toContain(msg)
    }
    expect(await t.app.db.select().from(launchpadDrop)).toEqual([])
  })

  it('needs a signed-in member with a bound wallet', async () => {
    expect((await application(undefined as never)).code).not.toBe(OK)
    const unbound = await t.signIn()
    expect((await application({ ...unbound, index: 0, wallet: '0x' } as Member)).msg).toBe(
      LAUNCHPAD_TEXT.noWallet,
    )
  })

  it('reports the whitelist duplicates and bad entries, and serves each address its proof', async () => {
    const creator = await s.member(7)
    const [a, b] = [devAccount(3).address, devAccount(4).address]
    const drop = await deployed(creator, {
      isWhite: true,
      whitelist: `address\n${a}\n${b.toLowerCase()}\n${b}\n0xnope`,
    })
    expect(drop.report).toMatchObject({
      count: 2,
      duplicates: [b.toLowerCase()],
      duplicateCount: 1,
      invalid: ['address', '0xnope'],
      invalidCount: 2,
    })
    const proofOf = (address: string) =>
      s.call<WhitelistAnswer>(undefined, 'GET', `open/whitelist/${drop.id}`, { address })
    const yes = await proofOf(a)
    expect(yes.data).toMatchObject({ whitelisted: true })
    expect(yes.data.proof).toHaveLength(1)
    expect((await proofOf(devAccount(5).address)).data).toMatchObject({ whitelisted: false, proof: [] })
    expect((await proofOf('0x12')).code).not.toBe(OK)
    // The proof works on chain; another drop's proof does not.
    await s.mint(3, drop.address as string, 2, yes.data.proof, FEE)
    await s.indexed()
    const after = await s.call<DropDetail>(undefined, 'GET', `open/detail/${drop.id}`)
    expect(after.data).toMatchObject({
      minted: 2,
      type: 'live',
      stages: [{ kind: 'whitelist' }, { kind: 'public' }],
    })
  })
})

describe('review and deployment', () => {
  it('lets the creator deploy only once an operator approved, from the owner wallet, once', async () => {
    const creator = await s.member(7)
    const applied = await application(creator)
    const id = applied.data.id
    expect((await s.call(creator, 'POST', `deploy/${id}`)).msg).toBe(LAUNCHPAD_TEXT.notApproved)
    expect((await admin('drop', 'list')).output).toContain(`"id":${id}`)
    expect((await s.call(undefined, 'GET', `open/detail/${id}`)).msg).toBe(LAUNCHPAD_TEXT.notFound)
    expect((await s.call(creator, 'GET', `open/detail/${id}`)).code).toBe(OK)
    const other = await s.member(6)
    await admin('drop', 'approve', String(id))
    expect((await s.call(other, 'POST', `deploy/${id}`)).msg).toBe(LAUNCHPAD_TEXT.notYours)
    const approval = await s.call<DeployApproval>(creator, 'POST', `deploy/${id}`)
    expect(approval.data.init).toMatchObject({
      owner: creator.wallet.toLowerCase(),
      total: 20,
      fee: FEE.toString(),
    })
    await s.create(creator.index, approval.data)
    await s.indexed()
    expect((await s.call(creator, 'POST', `deploy/${id}`)).msg).toBe(LAUNCHPAD_TEXT.deployed)
    await expect(s.create(creator.index, approval.data)).rejects.toThrow()
    const mine = await s.call<Page<MyDrop>>(creator, 'GET', 'my/drops')
    expect(mine.data.list.find((d) => d.id === id)).toMatchObject({ status: 'deployed', proceeds: '0' })
  })

  it('names a drop’s creator by their .kid default name once they register one', async () => {
    const creator = await s.member(7)
    const drop = await deployed(creator)
    const creatorOf = async () =>
      (await s.call<DropDetail>(undefined, 'GET', `open/detail/${drop.id}`)).data.creator
    expect(await creatorOf()).toMatchObject({ kidName: null })
    const kns = knsScene(t, chain)
    const mint = await kns.call<KnsMint>(creator, 'POST', 'mint', { domain: 'dropmaker', years: 1 })
    await kns.register(creator.index, mint.data)
    await s.indexed()
    expect((await creatorOf()).kidName).toEqual({
      address: creator.wallet.toLowerCase(),
      name: 'dropmaker.kid',
      avatar: null,
    })
  })

  it('keeps a rejected application off the chain and tells why', async () => {
    const creator = await s.member(7)
    const { data } = await application(creator)
    expect((await admin('drop', 'reject', String(data.id)).catch((e: Error) => e)).toString()).toContain(
      '--reason',
    )
    await admin('drop', 'reject', String(data.id), '--reason', 'Artwork missing')
    expect((await s.call(creator, 'POST', `deploy/${data.id}`)).msg).toBe(LAUNCHPAD_TEXT.notApproved)
    const mine = await s.call<Page<MyDrop>>(creator, 'GET', 'my/drops')
    expect(mine.data.list.find((d) => d.id === data.id)).toMatchObject({
      status: 'rejected',
      reason: 'Artwork missing',
    })
  })
})

describe('browsing and minting', () => {
  it('lists drops as live, upcoming and ended, by calendar day, and counts mints into the market', async () => {
    const creator = await s.member(7)
    const now = await s.chainNow()
    const live = await deployed(creator)
    const upcoming = await deployed(creator, { start: now + 5 * 86_400, end: now + 6 * 86_400 })
    const index = await s.call<LaunchpadIndex>(undefined, 'GET', 'open/index')
    expect(index.data.live.map((d) => d.id)).toContain(live.id)
    expect(index.data.upcoming.map((d) => d.id)).toContain(upcoming.id)
    const list = await s.call<Page<{ id: number }>>(undefined, 'GET', 'open/list', {
      type: 'upcoming',
      size: '1',
    })
    expect(list.data).toMatchObject({ page: 1, size: 1 })
    expect((await s.call(undefined, 'GET', 'open/list', { type: 'soon' })).code).not.toBe(OK)
    const opens = new Date(upcoming.start * 1000)
    const month = await s.call<CalendarMonth>(
      undefined,
      'GET',
      `open/calendar/view/${opens.getUTCFullYear()}/${opens.getUTCMonth() + 1}`,
    )
    const day = month.data.days.find((d) => d.day === opens.getUTCDate())
    expect(day?.drops.map((d) => d.id)).toContain(upcoming.id)
    expect((await s.call(undefined, 'GET', 'open/calendar/view/2026/13')).code).not.toBe(OK)

    // A public mint: the counter moves, and the tokens are the minter's items on the market.
    await s.mint(4, live.address as string, 3, [], FEE)
    await s.indexed()
    expect((await s.call<DropDetail>(undefined, 'GET', `open/detail/${live.id}`)).data.minted).toBe(3)
    const collected = await t.app.inject({
      url: '/api/dcservice/open/creator/collected/list',
      query: { address: devAccount(4).address },
      headers: t.signed(),
    })
    const names = (collected.json().data.list as { name: string }[]).map((i) => i.name)
    expect(names).toEqual(expect.arrayContaining(['Tide Pools #1', 'Tide Pools #2', 'Tide Pools #3']))
  })

  it('withdraws the proceeds to the receiver', async () => {
    const creator = await s.member(7)
    const drop = await deployed(creator)
    await s.mint(5, drop.address as string, 2, [], FEE)
    const mine = await s.call<Page<MyDrop>>(creator, 'GET', 'my/drops')
    expect(mine.data.list.find((d) => d.id === drop.id)?.proceeds).toBe((FEE * 2n).toString())
  })
})

describe('reminders', () => {
  it('sends one notice and one mail before the stage opens, and an .ics for the calendar', async () => {
    const creator = await s.member(7)
    const fan = await s.member(5)
    const now = await s.chainNow()
    const drop = await deployed(creator, { start: now + 300, end: now + 7200 })
    expect((await s.call(fan, 'POST', 'subscribe', { id: drop.id, lead: 7 })).code).not.toBe(OK)
    const answer = await s.call<{ stage: string }>(fan, 'POST', 'subscribe', { id: drop.id, lead: 10 })
    expect(answer.data.stage).toBe('public')
    await t.app.jobs.drain()
    await t.app.jobs.drain()
    const notices = await t.app.inject({
      method: 'POST',
      url: '/api/communityservice/usernews/findpage',
      headers: fan.headers(),
      payload: { type: 3, page: 1, size: 10 },
    })
    const titles = (notices.json().data.list as { title: string }[]).map((n) => n.title)
    expect(titles.filter((title) => title === 'Tide Pools opens soon')).toHaveLength(1)
    const mails = await readOutbox(t.app.db, undefined, 100)
    expect(mails.filter((m) => m.subject === 'Tide Pools opens soon')).toHaveLength(1)
    const ics = await t.app.inject({ url: `/launchpad/ics/${drop.id}` })
    expect(ics.headers['content-type']).toContain('text/calendar')
    expect(ics.body).toContain('SUMMARY:Tide Pools: public mint')
    expect((await s.call(undefined, 'POST', 'subscribe', { id: drop.id, lead: 10 })).code).not.toBe(OK)
  })
})

describe('a 100,000-address whitelist', () => {
  it('is taken in one upload, and its proofs are served', async () => {
    const creator = await s.member(7)
    const addresses = Array.from({ length: 100_000 }, (_, i) => `0x${(i + 1).toString(16).padStart(40, '0')}`)
    const started = performance.now()
    const applied = await application(creator, { isWhite: true, whitelist: addresses.join('\n') })
    const millis = Math.round(performance.now() - started)
    expect(applied.code, applied.msg).toBe(OK)
    expect(applied.data.whitelist.count).toBe(100_000)
    console.log(
      `100,000-address whitelist: apply call ${millis} ms (server side ${applied.data.whitelist.millis} ms)`,
    )
    await admin('drop', 'approve', String(applied.data.id))
    const approval = await s.call<DeployApproval>(creator, 'POST', `deploy/${applied.data.id}`)
    await s.create(creator.index, approval.data)
    await s.indexed()
    const address = addresses[76_543] as Hex
    const { data } = await s.call<WhitelistAnswer>(undefined, 'GET', `open/whitelist/${applied.data.id}`, {
      address,
    })
    expect(data.proof).toHaveLength(17)
    // OpenZeppelin's processProof: the leaf hashed up the proof, each pair sorted, gives the root.
    const root = (data.proof as Hex[]).reduce(
      (node, sibling) => keccak256(node < sibling ? concat([node, sibling]) : concat([sibling, node])),
      keccak256(address),
    )
    expect(root).toBe(approval.data.init.whiteRoot)
  }, 120_000)
})

// Last: it moves the chain's clock ahead of the server's for the rest of the file.
describe('a chain clock ahead of the server', () => {
  it('signs the deadline by the chain clock when the chain runs ahead of the server', async () => {
    const creator = await s.member(7)
    await chain.client.request({ method: 'evm_increaseTime', params: [2 * 3600] } as never)
    await chain.client.request({ method: 'evm_mine' } as never)
    const drop = await deployed(creator, { end: (await s.chainNow()) + 3600 })
    expect(drop.address).not.toBeNull()
  })
})
