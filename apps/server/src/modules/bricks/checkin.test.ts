import { count, like, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ledgerTx } from '../ledger/tables.ts'
import { bricksWorld, type Member } from './testing.ts'

let w: Awaited<ReturnType<typeof bricksWorld>>
beforeAll(async () => {
  w = await bricksWorld()
})
afterAll(async () => w?.t.close())

const checkIn = (who: Member) => w.call(who, 'POST', 'bricks/claim', { task: 'daily-checkin' })

describe('daily check-in', () => {
  it('pays 50 CBK once a day however often it is retried, and answers the reward notice', async () => {
    const alice = await w.t.signIn()
    const first = await checkIn(alice)
    expect(first.code).toBe(1511200)
    expect(first.data.created).toBe(true)
    expect(first.data.notice).toMatchObject({
      title: 'Congratulations',
      brickstype: 1,
      amount: '50',
      link: '/bricks',
      linktext: 'Get More Bricks',
      type: 'toast',
      closable: true,
      interval: 0,
    })
    const again = await checkIn(alice)
    expect(again.data.created).toBe(false)
    expect(await w.brickBalance(alice)).toBe('50')
    // The wallet card and open pages are told once, after the commit, with the new balance.
    const told = (await w.t.app.db.execute(
      sql`select data from platform_realtime_event where room = ${`member:${alice.userId}`} and event = 'ledger.balances'`,
    )) as unknown as { rows: unknown[] }
    expect(told.rows).toHaveLength(1)
    expect(told.rows[0]).toMatchObject({
      data: { list: expect.arrayContaining([expect.objectContaining({ code: 'cbk', available: '50' })]) },
    })
  })

  it('pays once when eight check-ins race', async () => {
    const bob = await w.t.signIn()
    const answers = await Promise.all(Array.from({ length: 8 }, () => checkIn(bob)))
    expect(answers.every((a) => a.code === 1511200)).toBe(true)
    expect(answers.filter((a) => a.data.created)).toHaveLength(1)
    expect(await w.brickBalance(bob)).toBe('50')
    const moves = await w.t.app.db
      .select({ n: count() })
      .from(ledgerTx)
      .where(like(ledgerTx.key, `checkin:${bob.userId}:%`))
    expect(moves).toEqual([{ n: 1 }])
  })

  it('counts a streak over consecutive UTC days and starts again after a missed day', async () => {
    const carol = await w.t.signIn()
    const start = w.clock.now
    try {
      await checkIn(carol)
      w.clock.now = new Date('2025-11-21T23:59:00Z')
      expect((await checkIn(carol)).data.notice.tips).toMatch(/^2 days in a row/)
      let center = await w.call(carol, 'GET', 'bricksconfig/reward/center')
      expect(center.data.checkin).toMatchObject({ today: true, streak: 2 })
      w.clock.now = new Date('2025-11-23T08:00:00Z')
      center = await w.call(carol, 'GET', 'bricksconfig/reward/center')
      expect(center.data.checkin).toMatchObject({ today: false, streak: 0 })
      expect((await checkIn(carol)).data.notice.tips).toMatch(/^Day 1/)
      expect(await w.brickBalance(carol)).toBe('150')
    } finally {
      w.clock.now = start
    }
  })

  it('shows the check-in as done today on the centre, and in the bricks log', async () => {
    const dave = await w.t.signIn()
    await checkIn(dave)
    const center = await w.call(dave, 'GET', 'bricksconfig/reward/center')
    expect(center.data.tasks.find((t: { slug: string }) => t.slug === 'daily-checkin').state).toBe('done')
    const log = await w.call(dave, 'GET', 'userbrickslog/list', { size: '10' })
    expect(log.data.list).toEqual([
      expect.objectContaining({ reason: 'Daily check-in', title: 'CBK', amount: '50' }),
    ])
  })

  it('asks for a session', async () => {
    expect((await checkIn(null as unknown as Member)).status).toBe(401)
  })
})
