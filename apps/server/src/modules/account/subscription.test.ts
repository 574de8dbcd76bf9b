import { Code } from '@kid/shared/codes'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../testing/app.ts'
import { accountEmailSubscription } from './tables.ts'
import { outbox } from './testing.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://kid.example', ANDROID_URL_OW: 'https://dl.example/ow.apk' })
})
afterAll(() => t.close())

const base = '/api/accountservice/open'
// Each call comes from its own IP so the strict per-IP limit only bites where a test wants it to.
let ip = 0
const nextIp = () => `198.51.100.${++ip}`
const call = (method: 'GET' | 'POST', url: string, payload?: object, from = nextIp()) =>
  t.app.inject({ method, url, payload, remoteAddress: from, headers: t.signed() }).then((r) => r.json())
const subscribeCall = (email: string) => call('POST', `${base}/email/subscribe`, { email })
const row = async (email: string) =>
  (await t.app.db.select().from(accountEmailSubscription).where(eq(accountEmailSubscription.email, email)))[0]
const tokenFromMail = async (to: string) => {
  const [mail] = await outbox(t, to)
  const match = mail?.text.match(/https:\/\/kid\.example\/subscribe\/([\w-]+)/)
  if (!match?.[1]) throw new Error(`no confirmation link mailed to ${to}`)
  return match[1]
}

describe('android url', () => {
  it('answers the configured links, empty when unset', async () => {
    expect(await call('GET', `${base}/android/url`)).toEqual({
      code: Code.SUCCESS,
      msg: 'success',
      data: { ow: 'https://dl.example/ow.apk', tf: '' },
    })
  })
})

describe('e-mail subscription', () => {
  it('subscribes only after the e-mailed link is opened', async () => {
    const res = await subscribeCall('Fan@Example.com')
    expect(res).toEqual({
      code: Code.SUCCESS,
      msg: 'Please check your inbox to confirm your subscription.',
      data: null,
    })
    expect((await row('fan@example.com'))?.confirmedAt).toBeNull()

    const token = await tokenFromMail('fan@example.com')
    const confirmed = await call('GET', `${base}/email/subscribe/confirm?token=${token}`)
    expect(confirmed).toEqual({
      code: Code.SUCCESS,
      msg: 'Your subscription is confirmed.',
      data: { email: 'fan@example.com' },
    })
    expect((await row('fan@example.com'))?.confirmedAt).toBeInstanceOf(Date)
    // Opening the link again is fine.
    expect((await call('GET', `${base}/email/subscribe/confirm?token=${token}`)).code).toBe(Code.SUCCESS)
  })

  it('answers the same whether or not the address is known, and mails a confirmed one no more', async () => {
    await subscribeCall('known@example.com')
    await call('GET', `${base}/email/subscribe/confirm?token=${await tokenFromMail('known@example.com')}`)
    const again = await subscribeCall('known@example.com')
    const fresh = await subscribeCall('unknown@example.com')
    expect(again).toEqual(fresh)
    expect(await outbox(t, 'known@example.com')).toHaveLength(1)
  })

  it('refuses an unknown or malformed token', async () => {
    const unknown = await call('GET', `${base}/email/subscribe/confirm?token=${'x'.repeat(43)}`)
    expect(unknown).toEqual({
      code: Code.BAD_REQUEST,
      msg: 'This confirmation link is invalid or has expired.',
      data: null,
    })
    expect((await call('GET', `${base}/email/subscribe/confirm`)).msg).toMatch(/^Invalid token/)
  })

  it('refuses a malformed address with the spec message and stores nothing', async () => {
    const res = await subscribeCall('not-an-address')
    expect(res).toEqual({
      code: Code.BAD_REQUEST,
      msg: 'Invalid email: *Please enter a valid email address.',
      data: null,
    })
    expect(await row('not-an-address')).toBeUndefined()
  })

  it('unsubscribes by token or address, idempotently and silently', async () => {
    await subscribeCall('leaver@example.com')
    const token = await tokenFromMail('leaver@example.com')
    await call('GET', `${base}/email/subscribe/confirm?token=${token}`)
    const byToken = await call('POST', `${base}/email/unsubscribe`, { token })
    expect(byToken).toEqual({ code: Code.SUCCESS, msg: 'You are unsubscribed.', data: null })
    expect((await row('leaver@example.com'))?.unsubscribedAt).toBeInstanceOf(Date)
    expect(await call('POST', `${base}/email/unsubscribe`, { token })).toEqual(byToken)
    expect(await call('POST', `${base}/email/unsubscribe`, { email: 'nobody@example.com' })).toEqual(byToken)
    // The old link no longer confirms.
    expect((await call('GET', `${base}/email/subscribe/confirm?token=${token}`)).code).toBe(Code.BAD_REQUEST)

    await subscribeCall('other@example.com')
    await call('POST', `${base}/email/unsubscribe`, { email: 'OTHER@example.com' })
    expect((await row('other@example.com'))?.unsubscribedAt).toBeInstanceOf(Date)
    expect((await call('POST', `${base}/email/unsubscribe`, {})).msg).toBe(
      'Invalid body: Send the email or the token',
    )
  })

  it('can subscribe again after unsubscribing, with a new confirmation', async () => {
    await subscribeCall('back@example.com')
    await call('POST', `${base}/email/unsubscribe`, { email: 'back@example.com' })
    await subscribeCall('back@example.com')
    expect(await row('back@example.com')).toMatchObject({ unsubscribedAt: null, confirmedAt: null })
    expect(await outbox(t, 'back@example.com')).toHaveLength(2)
  })

  it('limits each IP to a few subscription calls a minute', async () => {
    const from = '203.0.113.50'
    const answers = []
    for (let i = 0; i < 6; i++)
      answers.push((await call('POST', `${base}/email/subscribe`, { email: `r${i}@example.com` }, from)).code)
    expect(answers).toEqual([...Array(5).fill(Code.SUCCESS), Code.RATE_LIMITED])
  })
})
