import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bricksWorld, type Member } from './testing.ts'

let w: Awaited<ReturnType<typeof bricksWorld>>
beforeAll(async () => {
  w = await bricksWorld()
})
afterAll(async () => w?.t.close())

const link = (who: Member, platform: string, handle: string) =>
  w.call(who, 'POST', 'socialmedia/save', { platform, handle })

describe('linking social accounts', () => {
  it('takes a handle or a profile link, pays once per platform, and keeps a changed handle without paying again', async () => {
    const alice = await w.t.signIn()
    const first = await link(alice, 'twitter', 'https://x.com/alice_k?s=20')
    expect(first.data).toMatchObject({ platform: 'twitter', handle: 'alice_k', claim: { created: true } })
    expect(first.data.claim.notice.amount).toBe('100')
    const changed = await link(alice, 'twitter', '@alice_k2')
    expect(changed.data).toMatchObject({ handle: 'alice_k2', claim: { created: false } })
    expect((await link(alice, 'telegram', 'alice_tg')).data.claim.created).toBe(true)
    expect(await w.brickBalance(alice)).toBe('200')
    const center = await w.call(alice, 'GET', 'bricksconfig/reward/center')
    expect(center.data.tasks.find((t: { slug: string }) => t.slug === 'social-twitter')).toMatchObject({
      state: 'done',
      detail: 'alice_k2',
    })
  })

  it("refuses another member's handle, and handles outside the platform's rule, in words", async () => {
    const bob = await w.t.signIn()
    await link(bob, 'discord', 'bob.builder')
    const carol = await w.t.signIn()
    expect((await link(carol, 'discord', 'Bob.Builder')).msg).toBe(
      'This Discord account is already linked to another KID member.',
    )
    expect((await link(carol, 'twitter', 'has space')).msg).toBe(
      'A X (Twitter) handle is 1 to 15 letters, digits or underscores',
    )
    expect((await link(carol, 'twitter', 'https://evil.example/carol')).msg).toBe(
      'Paste a link to your X (Twitter) profile, or just the handle',
    )
    expect((await link(carol, 'myspace', 'carol')).msg).toMatch(
      /Choose X \(Twitter\), Telegram, Discord or Instagram/,
    )
    expect((await link(carol, 'telegram', '')).msg).toBe('Enter your Telegram handle')
    expect(
      (await w.call(carol, 'POST', 'socialmedia/save', { platform: 'telegram', handle: { $ne: 1 } })).status,
    ).toBe(200)
    expect(await w.brickBalance(carol)).toBe('0')
  })
})

describe('bad input to the claim', () => {
  it('answers a clear message and pays nothing', async () => {
    const dave = await w.t.signIn()
    const answers = await Promise.all([
      w.call(dave, 'POST', 'bricks/claim', { task: 'no-such-task' }),
      w.call(dave, 'POST', 'bricks/claim', { task: 'DROP TABLE' }),
      w.call(dave, 'POST', 'bricks/claim', {}),
      w.call(dave, 'POST', 'bricks/claim', { task: 'social-twitter' }),
      w.call(dave, 'GET', 'bricksconfig/getdetailsv1', { id: 'nope' }),
      w.call(dave, 'POST', 'timelimitbricks/save', { id: 'x' }),
      w.call(dave, 'GET', 'userbrickslog/list', { size: '1000' }),
    ])
    expect(answers.map((a) => [a.status, a.code === 1511200])).toEqual(answers.map(() => [200, false]))
    expect(answers.map((a) => a.msg)).toEqual([
      'There is no such task, or it is not open now.',
      'Invalid task: There is no such task.',
      'Invalid task: Say which task.',
      'Link your X (Twitter) account first, on the Social page.',
      'There is no such task, or it is not open now.',
      expect.stringMatching(/campaign/),
      expect.stringMatching(/size/),
    ])
    expect(await w.brickBalance(dave)).toBe('0')
  })
})

describe('the newsletter reward', () => {
  it('is locked until the verified e-mail confirmed a subscription, then pays once', async () => {
    const erin = await w.t.signIn({ email: 'erin@example.com', emailVerifiedAt: new Date() })
    const claim = () => w.call(erin, 'POST', 'bricks/claim', { task: 'newsletter' })
    expect((await claim()).msg).toBe(
      'Subscribe with erin@example.com and confirm from the e-mail we send you.',
    )
    await w.t.app.db.execute(sql`insert into account_email_subscription (email, token_hash, token_expires_at, confirmed_at)
      values ('erin@example.com', 'x', now(), now())`)
    expect((await claim()).data.created).toBe(true)
    expect((await claim()).data.created).toBe(false)
    expect(await w.brickBalance(erin)).toBe('100')
    const open = await w.call(null as unknown as Member, 'GET', 'news/letter/open/list')
    expect(open.data).toEqual([
      expect.objectContaining({ title: 'KID newsletter', link: '/subscribe', amount: '100' }),
    ])
  })
})

describe('the configuration', () => {
  it('serves the tasks and limits to members and, for the rules page, to visitors', async () => {
    const frank = await w.t.signIn()
    const config = await w.call(frank, 'GET', 'bricksconfig/getbricksconfig')
    expect(config.data.tasks.map((t: { slug: string }) => t.slug)).toEqual([
      'welcome',
      'daily-checkin',
      'invite-friend',
      'social-twitter',
      'social-telegram',
      'social-discord',
      'social-instagram',
      'newsletter',
    ])
    expect(config.data.limits).toContainEqual({ brickstype: 1, code: 'cbk', title: 'CBK', limit: '1000' })
    expect((await w.call(null as unknown as Member, 'GET', 'bricksconfig/open/rules')).data).toEqual(
      config.data,
    )
    expect((await w.call(null as unknown as Member, 'GET', 'bricksconfig/getbricksconfig')).status).toBe(401)
  })
})
