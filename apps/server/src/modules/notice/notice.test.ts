import { NEWSTYPE, NOTICE_BASE } from '@kid/shared/notice'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { transaction } from '../../platform/db/after-commit.ts'
import type { RealtimePublisher } from '../../platform/realtime/publisher.ts'
import { createTestApp, type TestApp } from '../../testing/app.ts'
import { createMembers } from '../account/index.ts'
import { createNotices, NOTICE_TEXT, type Notice, type Notices } from './service.ts'

type Member = Awaited<ReturnType<TestApp['signIn']>>

/** The events the service published, in order: what a browser would have been told. */
class RecordingPublisher implements RealtimePublisher {
  events: { userId: number; event: string; data: unknown }[] = []
  async toMember(userId: number, event: string, data: unknown) {
    this.events.push({ userId, event, data })
  }
}

let t: TestApp
let notices: Notices
let published: RecordingPublisher
let alice: Member
let bob: Member
beforeAll(async () => {
  t = await createTestApp()
  published = new RecordingPublisher()
  notices = createNotices({ db: t.app.db, members: createMembers(t.app.db), realtime: published })
  alice = await t.signIn({ username: 'alice' })
  bob = await t.signIn({ username: 'bob' })
})
afterAll(async () => t?.close())

let keys = 0
const notice = (over: Partial<Notice> = {}): Notice => ({
  userId: alice.userId,
  title: 'Your item sold',
  content: '<b>Blue Cat</b> sold',
  newstype: NEWSTYPE.SOLD,
  contentid: '7',
  eventKey: `test:${++keys}`,
  ...over,
})
const write = (n: Notice) => transaction(t.app.db, (tx) => notices.notify(tx, n))

async function call(who: Member, method: 'GET' | 'POST', path: string, body?: object) {
  const response = await t.app.inject({
    method,
    url: `${NOTICE_BASE}/${path}`,
    headers: who.headers(),
    ...(body ? { payload: body } : {}),
  })
  return response.json()
}

describe('writing a notice', () => {
  it('publishes the new unread count after the transaction commits, once per transaction', async () => {
    published.events = []
    let seenInside = -1
    await transaction(t.app.db, async (tx) => {
      await notices.notify(tx, notice())
      await notices.notify(tx, notice())
      seenInside = published.events.length
    })
    expect(seenInside).toBe(0)
    const { num } = await notices.count(alice.userId)
    expect(published.events).toEqual([{ userId: alice.userId, event: 'notice.count', data: { num } }])
  })

  it('writes nothing and publishes nothing when its transaction rolls back', async () => {
    const before = (await notices.count(alice.userId)).num
    published.events = []
    await expect(
      transaction(t.app.db, async (tx) => {
        await notices.notify(tx, notice({ title: 'rolled back' }))
        throw new Error('the sale failed')
      }),
    ).rejects.toThrow('the sale failed')
    expect((await notices.count(alice.userId)).num).toBe(before)
    expect(published.events).toEqual([])
  })

  it('tells one event once: the same key again writes nothing', async () => {
    const once = notice({ eventKey: 'chain:once' })
    expect(await write(once)).toBe(true)
    expect(await write(once)).toBe(false)
    const { rows } = (await t.app.db.execute(
      sql`select count(*)::int as n from notice_message where event_key = 'chain:once'`,
    )) as unknown as { rows: { n: number }[] }
    expect(rows).toEqual([{ n: 1 }])
  })

  it('finds the member of a wallet, and tells an unbound wallet nothing', async () => {
    const wallet = '0x00000000000000000000000000000000000000b0'
    await t.app.db.execute(sql`update account_user set walletaddress = ${wallet} where id = ${bob.userId}`)
    expect(await write(notice({ userId: undefined, wallet: wallet.toUpperCase().replace('0X', '0x') }))).toBe(
      true,
    )
    expect(
      await write(notice({ userId: undefined, wallet: '0x00000000000000000000000000000000000000c0' })),
    ).toBe(false)
    expect((await notices.count(bob.userId)).num).toBe(1)
  })

  it('sanitises the HTML it is given', async () => {
    await write(
      notice({
        eventKey: 'xss',
        content:
          '<img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">x</a> ok',
      }),
    )
    const page = await call(alice, 'POST', 'findpage', { type: 3, page: 1, size: 50 })
    const written = page.data.list.find((n: { content: string }) => n.content.includes(' ok'))
    expect(written.content).not.toMatch(/onerror|script|javascript/i)
  })

  it('is not written for a kind the member turned off on /message/setting', async () => {
    const off = await call(bob, 'POST', 'setting', { newstype: NEWSTYPE.OUTBID, enabled: false })
    expect(off.data.find((s: { newstype: number }) => s.newstype === NEWSTYPE.OUTBID).enabled).toBe(false)
    expect(await write(notice({ userId: bob.userId, newstype: NEWSTYPE.OUTBID }))).toBe(false)
    await call(bob, 'POST', 'setting', { newstype: NEWSTYPE.OUTBID, enabled: true })
    expect(await write(notice({ userId: bob.userId, newstype: NEWSTYPE.OUTBID }))).toBe(true)
    expect(await call(bob, 'POST', 'setting', { newstype: 99, enabled: false })).toMatchObject({
      code: 1511400,
      msg: 'Invalid newstype: This kind of notification has no setting.',
    })
  })
})

describe('the calls', () => {
  it('findpage lists one tab newest first with every tab’s unread count; getcount and getusernew agree', async () => {
    const carol = await t.signIn({ username: 'carol' })
    const to = { userId: carol.userId }
    await write(notice({ ...to, title: 'first' }))
    await write(notice({ ...to, title: 'a reply', newstype: NEWSTYPE.REPLY }))
    await write(notice({ ...to, title: 'second' }))
    await write(notice({ ...to, title: 'third' }))
    await write(notice({ ...to, title: 'fourth' }))

    const page = await call(carol, 'POST', 'findpage', { type: 3, userid: carol.userId, page: 1, size: 3 })
    expect(page.code).toBe(1511200)
    expect(page.data).toMatchObject({
      num: 4,
      page: 1,
      size: 3,
      hasMore: true,
      notificationstotal: 4,
      repliestotal: 1,
      likestotal: 0,
    })
    expect(page.data.list.map((n: { title: string }) => n.title)).toEqual(['fourth', 'third', 'second'])
    expect(page.data.list[0]).toMatchObject({
      status: 0,
      newstype: NEWSTYPE.SOLD,
      contentid: '7',
      iconurl: null,
    })
    expect((await call(carol, 'GET', 'findpage?type=3&page=2&size=3')).data).toMatchObject({
      list: [expect.objectContaining({ title: 'first' })],
      hasMore: false,
    })
    const replies = await call(carol, 'POST', 'findpage', { type: 1 })
    expect(replies.data.list.map((n: { title: string }) => n.title)).toEqual(['a reply'])
    expect((await call(carol, 'POST', 'findpage', { type: 2 })).data).toMatchObject({ list: [], num: 0 })

    expect(await call(carol, 'GET', 'getcount')).toMatchObject({ code: 1511200, data: { num: 5 } })
    expect((await call(carol, 'GET', 'getusernew')).data.title).toBe('fourth')
    const id = page.data.list[0].id
    expect((await call(carol, 'GET', `findnotice?id=${id}`)).data).toMatchObject({ id, title: 'fourth' })
  })

  it('updatenewstatus marks one read (and publishes the count); updatenoticeuser marks a tab or all', async () => {
    const dan = await t.signIn({ username: 'dan' })
    await write(notice({ userId: dan.userId }))
    await write(notice({ userId: dan.userId, newstype: NEWSTYPE.LIKE }))
    await write(notice({ userId: dan.userId, newstype: NEWSTYPE.LIKE }))
    const [first] = (await call(dan, 'POST', 'findpage', { type: 3 })).data.list

    // The calls go through the app's own service (no publisher in tests): this checks the service's.
    published.events = []
    expect(await notices.markRead(dan.userId, first.id)).toEqual({ num: 2 })
    expect(published.events).toEqual([{ userId: dan.userId, event: 'notice.count', data: { num: 2 } }])
    expect(await call(dan, 'GET', `updatenewstatus?id=${first.id}`)).toMatchObject({ data: { num: 2 } })
    expect((await call(dan, 'GET', `findnotice?id=${first.id}`)).data.status).toBe(1)

    expect(await call(dan, 'POST', 'updatenoticeuser', { type: 2 })).toMatchObject({ data: { num: 0 } })
    await write(notice({ userId: dan.userId }))
    expect(await call(dan, 'POST', 'updatenoticeuser', {})).toMatchObject({ data: { num: 0 } })
    expect(await call(dan, 'GET', 'getusernew')).toMatchObject({ data: null })
  })

  it('the jump check: in-app by newstype unless the notice names an outside page', async () => {
    await write(notice({ eventKey: 'jump-in' }))
    await write(notice({ eventKey: 'jump-out', url: 'https://kid.example/news/1', newstype: NEWSTYPE.NEWS }))
    await write(notice({ eventKey: 'jump-none', contentid: '' }))
    const { list } = (await call(alice, 'POST', 'findpage', { type: 3, size: 3 })).data
    const [none, out, inApp] = list
    expect((await call(alice, 'GET', `checkjump?id=${inApp.id}`)).data).toEqual({ isjump: 1, url: '' })
    expect((await call(alice, 'GET', `checkjump?id=${out.id}`)).data).toEqual({
      isjump: 1,
      url: 'https://kid.example/news/1',
    })
    expect((await call(alice, 'GET', `checkjump?id=${none.id}`)).data).toEqual({ isjump: 0, url: '' })
  })

  it('a member never reads, marks or checks another member’s notice', async () => {
    const [mine] = (await call(alice, 'POST', 'findpage', { type: 3 })).data.list
    const missing = { code: 1511404, msg: NOTICE_TEXT.notFound }
    expect(await call(bob, 'GET', `findnotice?id=${mine.id}`)).toMatchObject(missing)
    expect(await call(bob, 'GET', `updatenewstatus?id=${mine.id}`)).toMatchObject(missing)
    expect(await call(bob, 'GET', `checkjump?id=${mine.id}`)).toMatchObject(missing)
    expect(await call(bob, 'POST', 'findpage', { type: 3, userid: alice.userId })).toMatchObject({
      msg: NOTICE_TEXT.notYours,
    })
    await call(bob, 'POST', 'updatenoticeuser', {})
    expect((await call(alice, 'GET', `findnotice?id=${mine.id}`)).data.status).toBe(mine.status)
    const bobs = (await call(bob, 'POST', 'findpage', { type: 3, size: 100 })).data.list
    expect(bobs.some((n: { id: number }) => n.id === mine.id)).toBe(false)
  })

  it('refuses bad input with a clear message, and a visitor with 401', async () => {
    expect(await call(alice, 'POST', 'findpage', { type: 4 })).toMatchObject({
      code: 1511400,
      msg: 'Invalid type: The type must be 3, 1 or 2.',
    })
    expect(await call(alice, 'GET', 'findnotice?id=abc')).toMatchObject({ code: 1511400 })
    expect(await call(alice, 'POST', 'findpage', { type: 3, size: 101 })).toMatchObject({ code: 1511400 })
    const visitor = await t.app.inject({ method: 'GET', url: `${NOTICE_BASE}/getcount`, headers: t.signed() })
    expect(visitor.statusCode).toBe(401)
  })
})
