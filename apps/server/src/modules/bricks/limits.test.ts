import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bricksCap, bricksSocial } from './tables.ts'
import { bricksWorld } from './testing.ts'

let w: Awaited<ReturnType<typeof bricksWorld>>
beforeAll(async () => {
  w = await bricksWorld()
  // 150 CBK a day: one 100 CBK social reward fits, a second does not.
  await w.t.app.db.update(bricksCap).set({ daily: 150n }).where(eq(bricksCap.currency, 'cbk'))
})
afterAll(async () => w?.t.close())

describe('the daily upper limit', () => {
  it('lets one of two parallel claims at the limit pay, and says why the other did not', async () => {
    const alice = await w.t.signIn()
    await w.t.app.db.insert(bricksSocial).values([
      { userId: alice.userId, platform: 'twitter', handle: 'alice_x' },
      { userId: alice.userId, platform: 'telegram', handle: 'alice_tg' },
    ])
    const answers = await Promise.all(
      ['social-twitter', 'social-telegram'].map((task) => w.call(alice, 'POST', 'bricks/claim', { task })),
    )
    const paid = answers.filter((a) => a.code === 1511200)
    const refused = answers.filter((a) => a.code !== 1511200)
    expect(paid).toHaveLength(1)
    expect(refused.map((a) => a.msg)).toEqual([
      "You have reached today's limit of 150 CBK. Claim this after 00:00 UTC, when a new day starts.",
    ])
    expect(await w.brickBalance(alice)).toBe('100')

    const limits = await w.call(alice, 'POST', 'userbrickslog/bricksupperlimit')
    expect(limits.data.find((l: { code: string }) => l.code === 'cbk')).toEqual({
      brickstype: 1,
      code: 'cbk',
      title: 'CBK',
      limit: '150',
      earned: '100',
      remaining: '50',
    })
    // The unpaid task waits as locked for today; the 50 CBK check-in still fits.
    const center = await w.call(alice, 'GET', 'bricksconfig/reward/center')
    const unpaid = center.data.tasks.find(
      (t: { state: string; kind: string; detail: string | null }) =>
        t.kind === 'social' && t.state !== 'done' && t.detail,
    )
    expect(unpaid).toMatchObject({
      state: 'locked',
      hint: "Today's limit is reached. Claim this after 00:00 UTC.",
    })
    expect((await w.call(alice, 'POST', 'bricks/claim', { task: 'daily-checkin' })).code).toBe(1511200)
    expect(await w.brickBalance(alice)).toBe('150')
  })

  it('opens again on the next UTC day', async () => {
    const bob = await w.t.signIn()
    await w.t.app.db.insert(bricksSocial).values([
      { userId: bob.userId, platform: 'twitter', handle: 'bob_x' },
      { userId: bob.userId, platform: 'discord', handle: 'bob.d' },
    ])
    expect((await w.call(bob, 'POST', 'bricks/claim', { task: 'social-twitter' })).code).toBe(1511200)
    expect((await w.call(bob, 'POST', 'bricks/claim', { task: 'social-discord' })).code).not.toBe(1511200)
    const start = w.clock.now
    try {
      w.clock.now = new Date(start.getTime() + 24 * 3600_000)
      expect((await w.call(bob, 'POST', 'bricks/claim', { task: 'social-discord' })).code).toBe(1511200)
      expect(await w.brickBalance(bob)).toBe('200')
    } finally {
      w.clock.now = start
    }
  })
})
