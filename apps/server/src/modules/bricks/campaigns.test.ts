import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runCommand } from '../../admin/commands.ts'
import { bricksWorld, type Member } from './testing.ts'

let w: Awaited<ReturnType<typeof bricksWorld>>
let id: number
const admin = (...args: string[]) => runCommand(w.t.app.db, args, { actor: 'operator:test', chainId: 31337 })
beforeAll(async () => {
  w = await bricksWorld()
  const added = await admin(
    'bricks',
    'campaign',
    'add',
    '--month',
    '2025-11',
    '--title',
    'November streak',
    '--goal',
    'checkin',
    '--target',
    '2',
    '--type',
    'KF3',
    '--amount',
    '30',
  )
  id = Number(/#(\d+)/.exec(added.output)?.[1])
})
afterAll(async () => w?.t.close())

const checkIn = (who: Member) => w.call(who, 'POST', 'bricks/claim', { task: 'daily-checkin' })

describe('monthly campaigns', () => {
  it("counts a member's check-ins from joining, pays the target's reward once, and keeps the stats", async () => {
    const alice = await w.t.signIn()
    await checkIn(alice) // before joining: does not count
    const month = await w.call(alice, 'GET', 'timelimitbricks/getthismonthdata')
    expect(month.data).toEqual([
      expect.objectContaining({
        id,
        title: 'November streak',
        goal: 'checkin',
        target: 2,
        brickstype: 2,
        amount: '30',
        state: 'open',
      }),
    ])
    expect((await w.call(alice, 'POST', 'timelimitbricks/update', { id })).msg).toBe(
      'Join the campaign first: your progress counts from then.',
    )
    const start = w.clock.now
    try {
      w.clock.now = new Date('2025-11-20T10:05:00Z')
      expect((await w.call(alice, 'POST', 'timelimitbricks/save', { id })).data).toMatchObject({
        state: 'joined',
        progress: 0,
      })
      w.clock.now = new Date('2025-11-21T09:00:00Z')
      await checkIn(alice)
      expect((await w.call(alice, 'POST', 'timelimitbricks/update', { id })).msg).toBe(
        'You have 1 of 2 daily check-ins so far: keep going.',
      )
      w.clock.now = new Date('2025-11-22T09:00:00Z')
      await checkIn(alice)
      const [claimed, again] = await Promise.all([
        w.call(alice, 'POST', 'timelimitbricks/update', { id }),
        w.call(alice, 'POST', 'timelimitbricks/update', { id }),
      ])
      expect([claimed.data.created, again.data.created].sort()).toEqual([false, true])
      expect(claimed.data.notice).toMatchObject({ brickstype: 2, amount: '30' })
      expect(await w.brickBalance(alice, 'gbk')).toBe('30')

      const tracking = await w.call(alice, 'GET', 'timelimitbricks/getrewardtracking')
      expect(tracking.data).toEqual([
        expect.objectContaining({ id, progress: 2, claimed: true, state: 'claimed' }),
      ])
      const log = await w.call(alice, 'POST', 'timelimitbricks/getuserbricklog', { page: 1, size: 10 })
      expect(log.data.list).toEqual([
        expect.objectContaining({ campaignid: id, title: 'November streak', amount: '30' }),
      ])
      const stats = await w.call(alice, 'POST', 'timelimitbricks/getrewardstats', {})
      expect(stats.data).toEqual([
        { id, title: 'November streak', participants: 1, completed: 1, paid: '30', code: 'gbk' },
      ])

      w.clock.now = new Date('2025-12-01T00:00:00Z')
      expect((await w.call(alice, 'POST', 'timelimitbricks/save', { id })).msg).toBe(
        'This campaign ran in 2025-11 and is over.',
      )
      expect((await w.call(alice, 'GET', 'timelimitbricks/getthismonthdata')).data).toEqual([])
    } finally {
      w.clock.now = start
    }
  })

  it('lets operators change a campaign and refuses nonsense in words', async () => {
    expect((await admin('bricks', 'campaign', 'set', String(id), '--target', '3')).output).toMatch(
      /"target":3/,
    )
    await expect(
      admin(
        'bricks',
        'campaign',
        'add',
        '--month',
        '2025-13',
        '--title',
        'x',
        '--goal',
        'checkin',
        '--target',
        '1',
        '--type',
        'CBK',
        '--amount',
        '5',
      ),
    ).rejects.toThrow('--month is YYYY-MM, such as 2025-12')
    await expect(admin('bricks', 'task', 'set', 'daily-checkin', '--amount', '1.5')).rejects.toThrow(
      'Bricks are whole numbers above zero, such as 50',
    )
    await expect(admin('bricks', 'cap', 'set', 'DOGE', '5')).rejects.toThrow(
      'Unknown brick type DOGE: one of CBK, KF3, KFC',
    )
    expect((await admin('bricks', 'task', 'set', 'daily-checkin', '--amount', '60')).output).toMatch(
      /"amount":"60"/,
    )
    const bob = await w.t.signIn()
    expect((await checkIn(bob)).data.notice.amount).toBe('60')
    expect((await admin('bricks', 'task', 'set', 'newsletter', '--enabled', 'no')).output).toMatch(
      /"enabled":false/,
    )
    const tasks = (await w.call(bob, 'GET', 'bricksconfig/list')).data.map((t: { slug: string }) => t.slug)
    expect(tasks).not.toContain('newsletter')
    expect((await w.call(bob, 'POST', 'bricks/claim', { task: 'newsletter' })).msg).toBe(
      'There is no such task, or it is not open now.',
    )
  })
})
