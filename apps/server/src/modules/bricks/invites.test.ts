import { Code } from '@kid/shared/codes'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { client, outbox } from '../account/testing.ts'
import { bricksWorld, type Member } from './testing.ts'

let w: Awaited<ReturnType<typeof bricksWorld>>
let inviter: Member
beforeAll(async () => {
  w = await bricksWorld()
  inviter = await w.t.signIn()
})
afterAll(async () => w?.t.close())

const claimFor = (who: Member, invitee: string) =>
  w.call(who, 'POST', 'bricks/claim', { task: 'invite-friend', invitee })
const verify = (m: Member) =>
  w.t.app.db.execute(sql`update account_user set email_verified_at = now() where id = ${m.userId}`)

describe('the invite reward', () => {
  it('pays the inviter once the invitee verified their e-mail and checked in, and only once', async () => {
    const friend = await w.t.signIn({ inviterId: inviter.userId })
    const list = async () =>
      (await w.call(inviter, 'GET', 'bricks/invitees', { page: '1', size: '10' })).data.list
    expect((await list())[0]).toMatchObject({ uid: friend.uid, state: 'joined', emailVerified: false })
    expect((await claimFor(inviter, friend.uid)).msg).toBe('Your friend has not verified their e-mail yet.')

    await verify(friend)
    expect((await claimFor(inviter, friend.uid)).msg).toBe(
      'Your friend has not made their first check-in yet.',
    )

    await w.call(friend, 'POST', 'bricks/claim', { task: 'daily-checkin' })
    expect((await list())[0]).toMatchObject({ state: 'qualified', checkedIn: true })
    // The inviter is told, once: the friend's next check-in (a day later) says nothing more.
    const newest = async () =>
      (
        await w.t.app.inject({
          url: '/api/communityservice/usernews/getusernew',
          headers: inviter.headers(),
        })
      ).json().data
    expect(await newest()).toMatchObject({
      newstype: 30,
      title: 'Your friend qualified',
      contentid: String(friend.userId),
    })
    expect((await newest()).content).toContain('Claim your 200 CBK on the invite page.')
    const told = async () =>
      (await w.t.app.db.execute(
        sql`select count(*)::int as n from notice_message where newstype = 30`,
      )) as unknown as {
        rows: { n: number }[]
      }
    w.clock.now = new Date(w.clock.now.getTime() + 86_400_000)
    await w.call(friend, 'POST', 'bricks/claim', { task: 'daily-checkin' })
    expect((await told()).rows[0]?.n).toBe(1)
    const center = await w.call(inviter, 'GET', 'bricksconfig/reward/center')
    expect(center.data.tasks.find((t: { slug: string }) => t.slug === 'invite-friend')).toMatchObject({
      state: 'claimable',
      claimable: 1,
    })

    const answers = await Promise.all([claimFor(inviter, friend.uid), claimFor(inviter, friend.uid)])
    expect(answers.map((a) => a.data.created).sort()).toEqual([false, true])
    expect(answers[0].data.notice.amount).toBe('200')
    expect(await w.brickBalance(inviter)).toBe('200')
    expect((await list())[0].state).toBe('rewarded')
  })

  it('tells the inviter when a friend who checked in first verifies their e-mail later, through the real confirm link', async () => {
    const friend = await w.t.signIn({ inviterId: inviter.userId })
    await w.call(friend, 'POST', 'bricks/claim', { task: 'daily-checkin' })
    /** The inviter's newest notice, if it is about this friend qualifying. */
    const told = async () => {
      const newest = (
        await w.t.app.inject({ url: '/api/communityservice/usernews/getusernew', headers: inviter.headers() })
      ).json().data
      return newest?.newstype === 30 && newest.contentid === String(friend.userId)
    }
    expect(await told()).toBe(false)

    // A member without an e-mail adds one: a code to the new address, then its confirmation link.
    const c = client(w.t)
    const email = `late-${friend.uid}@example.com`
    const sent = await c.call('GET', 'open/sendemail', { email, type: 5 })
    expect(sent).toMatchObject({ code: Code.SUCCESS })
    const code = await c.codeFromOutbox(email)
    const asked = await c.call('POST', 'user/email/change', { email, code }, { token: friend.token })
    expect(asked).toMatchObject({ code: Code.SUCCESS })
    const [mail] = await outbox(w.t, email, 1)
    const token = mail?.text.match(/emailVerify\?token=(\S+)/)?.[1] ?? ''
    expect(await c.call('GET', 'open/email/confirm', { token })).toMatchObject({ code: Code.SUCCESS })
    expect(await told()).toBe(true)
  })

  it('refuses yourself, a friend someone else invited, a circle, an unknown friend, and changes nothing', async () => {
    const stranger = await w.t.signIn()
    await verify(stranger)
    await w.call(stranger, 'POST', 'bricks/claim', { task: 'daily-checkin' })
    const lonely = await w.t.signIn()
    expect((await claimFor(lonely, lonely.uid)).msg).toBe('You cannot invite yourself.')
    expect((await claimFor(lonely, stranger.uid)).msg).toBe(
      'This friend did not sign up with your invite link.',
    )
    expect((await claimFor(lonely, 'nosuchuid0')).msg).toBe('There is no such friend.')
    expect((await claimFor(lonely, '../x')).msg).toBe('Invalid invitee: There is no such friend.')
    expect((await w.call(lonely, 'POST', 'bricks/claim', { task: 'invite-friend' })).msg).toBe(
      'Say which friend you are claiming for.',
    )

    // Two accounts naming each other as inviter (not possible by signing up; refused all the same).
    const a = await w.t.signIn()
    const b = await w.t.signIn({ inviterId: a.userId })
    await w.t.app.db.execute(sql`update account_user set inviter_id = ${b.userId} where id = ${a.userId}`)
    for (const m of [a, b]) {
      await verify(m)
      await w.call(m, 'POST', 'bricks/claim', { task: 'daily-checkin' })
    }
    expect((await claimFor(a, b.uid)).msg).toBe(
      'This friend invited you: an invite is rewarded one way only.',
    )
    expect((await claimFor(b, a.uid)).msg).toBe(
      'This friend invited you: an invite is rewarded one way only.',
    )
    expect(await w.brickBalance(lonely)).toBe('0')
    expect(await w.brickBalance(a)).toBe('50')
  })
})
