import { Code } from '@kid/shared/codes'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addPartner } from './site.ts'
import { accountFrontendLog } from './tables/site.ts'
import { type AccountScene, accountScene } from './testing.ts'

let { t, c } = {} as AccountScene
beforeAll(async () => {
  ;({ t, c } = await accountScene())
})
afterAll(() => t.close())

describe('platform statistic and visits', () => {
  const visitsToday = async () =>
    (await c.call<{ users: number; visitsToday: number }>('GET', 'open/platform/statistic')).data.visitsToday

  it('counts real members and wallets', async () => {
    const before = (await c.call<{ users: number }>('GET', 'open/platform/statistic')).data
    await c.register('stat@example.com')
    expect((await c.call('GET', 'open/platform/statistic')).data).toMatchObject({
      users: before.users + 1,
      wallets: 0,
    })
  })

  it('counts one visit per IP and day, whatever device header each call claims', async () => {
    const before = await visitsToday()
    const visit = (device: string) =>
      c.call('POST', 'website/visit/open/add', {}, { ip: '192.0.2.7', headers: { device } })
    // As many calls as the route's per-IP limit lets through in a minute, each a new "device".
    const answers = []
    for (let i = 0; i < 30; i++) answers.push((await visit(`phone-${i}`)).data)
    expect(answers[0]).toEqual({ counted: true })
    expect(answers.slice(1)).toEqual(Array(29).fill({ counted: false }))
    expect((await visit('phone-30')).code).toBe(Code.RATE_LIMITED)
    // The visit is written in a batch, not by the call: nothing yet, then one row.
    expect(await visitsToday()).toBe(before)
    await t.app.writeBehind.flush()
    expect(await visitsToday()).toBe(before + 1)
  })

  it('counts different visitors separately: another IP, and a member behind the same IP', async () => {
    const before = await visitsToday()
    const member = await t.signIn()
    await c.call('POST', 'website/visit/open/add', { path: '/marketplace' }, { ip: '192.0.2.10' })
    await c.call('POST', 'website/visit/open/add', {}, { ip: '192.0.2.10', token: member.token })
    // The member is one visitor wherever they come from.
    await c.call('POST', 'website/visit/open/add', {}, { ip: '192.0.2.11', token: member.token })
    await t.app.writeBehind.flush()
    expect(await visitsToday()).toBe(before + 2)
  })
})

describe('partners', () => {
  it('lists brands and the partner list in display order', async () => {
    await addPartner(t.app.db, {
      kind: 'brand',
      name: 'Second',
      logo: '/b.png',
      link: 'https://b.example',
      sort: 2,
    })
    await addPartner(t.app.db, {
      kind: 'brand',
      name: 'First',
      logo: '/a.png',
      link: 'https://a.example',
      sort: 1,
    })
    await addPartner(t.app.db, { kind: 'list', name: 'Listed' })
    const brands = await c.call<{ name: string }[]>('GET', 'partner/open/brands')
    expect(brands.data.map((b) => b.name)).toEqual(['First', 'Second'])
    expect(brands.data[0]).toMatchObject({ logo: '/a.png', link: 'https://a.example' })
    expect((await c.call<{ name: string }[]>('GET', 'partner/open/list')).data.map((b) => b.name)).toEqual([
      'Listed',
    ])
  })
})

describe('frontend log', () => {
  it('stores a validated report with the caller, refuses an oversized one', async () => {
    const user = await c.register('logger@example.com')
    const res = await c.call(
      'POST',
      'open/frontend/log',
      { message: 'chunk failed', context: { route: '/x' } },
      { token: user.token },
    )
    expect(res).toEqual({ code: Code.SUCCESS, msg: 'success', data: null })
    const [row] = await t.app.db
      .select()
      .from(accountFrontendLog)
      .where(eq(accountFrontendLog.message, 'chunk failed'))
    expect(row).toMatchObject({ level: 'error', context: { route: '/x' }, userId: Number(user.id) })
    const big = await c.call('POST', 'open/frontend/log', {
      message: 'x',
      context: { blob: 'y'.repeat(9000) },
    })
    expect(big.code).toBe(Code.BAD_REQUEST)
  })
})

describe('invites', () => {
  it('gives the invite code, the inviter for /reg/{code}, and the invitees newest first', async () => {
    const inviter = await c.register('host@example.com')
    const code = (
      await c.call<{ inviteCode: string }>('GET', 'user/invite/code', undefined, { token: inviter.token })
    ).data.inviteCode
    expect(code).toBe(inviter.inviteCode)
    expect((await c.call('GET', 'open/invite/info', { invitecode: code })).data).toEqual({
      username: inviter.username,
      headimgurl: '',
    })
    expect((await c.call('GET', 'open/invite/info', { invitecode: 'NOSUCH99' })).msg).toBe(
      'This invite code does not exist.',
    )

    const a = await c.register('guest-a@example.com', 'Secret123', { invitecode: code })
    const b = await c.register('guest-b@example.com', 'Secret123', { invitecode: code, headimgurl: '/b.png' })
    const page1 = await c.call('GET', 'user/invite/list', { page: '1', size: '1' }, { token: inviter.token })
    expect(page1.data).toMatchObject({
      list: [{ uid: b.uid, username: b.username, headimgurl: '/b.png' }],
      page: 1,
      size: 1,
      hasMore: true,
      total: 2,
    })
    const page2 = await c.call<{ list: { uid: string; createtime: number }[] }>(
      'GET',
      'user/invite/list',
      { page: '2', size: '1' },
      { token: inviter.token },
    )
    expect(page2.data.list.map((x) => x.uid)).toEqual([a.uid])
    expect(page2.data.list[0]?.createtime).toBeGreaterThan(0)
  })
})
