import type { OAuthProvider } from '@kid/shared/account/user'
import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MailMessage } from '../../../platform/mail/mailer.ts'
import { createTestApp, type TestApp } from '../../../testing/app.ts'
import { issueCode } from '../email-code.ts'
import { accountOauthIdentity } from '../tables/oauth.ts'
import { accountUser } from '../tables.ts'
import { createUser } from '../users.ts'
import { savePending } from './pending.ts'
import type { ProviderIdentity } from './providers.ts'

let t: TestApp
const ADMIN_TOKEN = 'third-login-test-admin-token-0123456789'
/** The server secret e-mail codes are keyed with, so this test can issue a code the app accepts. */
const CAPTCHA_HMAC_KEY = 'third-login-test-server-secret'
beforeAll(async () => {
  t = await createTestApp({ ADMIN_TOKEN, CAPTCHA_HMAC_KEY })
})
afterAll(() => t.close())

const base = '/api/accountservice'
let serial = 0
const subject = () => `subject-${Date.now()}-${serial++}`
const mail = () => `person${Date.now()}${serial++}@example.com`

const pending = (provider: OAuthProvider, identity: Partial<ProviderIdentity> = {}) =>
  savePending(t.app.db, provider, { subject: subject(), email: undefined, emailVerified: false, ...identity })

async function post(path: string, payload: object) {
  const res = await t.app.inject({ method: 'POST', url: `${base}/${path}`, headers: t.signed(), payload })
  return res.json()
}

/** Sends a type-5 code and reads it from the mail, as the person would. */
async function codeFor(email: string): Promise<string> {
  const sent: MailMessage[] = []
  await issueCode(
    {
      db: t.app.db,
      serverSecret: CAPTCHA_HMAC_KEY,
      mailer: { transport: 'outbox', send: async (m) => void sent.push(m), close: async () => {} },
    },
    email,
    5,
    true,
  )
  const code = sent[0]?.text.match(/code is (\d{4})/)?.[1]
  if (!code) throw new Error('no code mailed')
  return code
}

async function admin(...args: string[]) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/admin/run',
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    payload: { args },
  })
  expect(res.json().code).toBe(1511200)
}

async function identities(provider: OAuthProvider) {
  const [row] = await t.app.db
    .select({ n: count() })
    .from(accountOauthIdentity)
    .where(eq(accountOauthIdentity.provider, provider))
  return row?.n
}

describe('POST open/auto', () => {
  it('creates an account for a new identity with a verified e-mail, then signs the same one in', async () => {
    const email = mail()
    const identity = { subject: subject(), email, emailVerified: true }
    const first = await post('open/auto', { registertype: 2, openid: await pending('google', identity) })
    expect(first).toMatchObject({ code: 1511200, data: { email, registertype: 2 } })
    expect(first.data.token).toMatch(/^[\w-]{43}$/)

    const again = await post('open/auto', { registertype: 2, openid: await pending('google', identity) })
    expect(again.data.id).toBe(first.data.id)
    expect(again.data.token).not.toBe(first.data.token)
  })

  it('links a verified e-mail to the account that already has it', async () => {
    const email = mail()
    const { id } = await createUser(t.app.db, { email })
    const body = await post('open/auto', {
      registertype: 7,
      openid: await pending('discord', { email, emailVerified: true }),
    })
    expect(body).toMatchObject({ code: 1511200, data: { id: String(id), registertype: 1 } })
  })

  it('asks for an e-mail (1511471) when the provider vouches for none, and keeps the sign-in open', async () => {
    const before = await t.app.db.select({ n: count() }).from(accountUser)
    const openid = await pending('twitter')
    expect(await post('open/auto', { registertype: 6, openid })).toEqual({
      code: 1511471,
      msg: 'Please enter your email address to finish signing in.',
      data: null,
    })
    // An unverified address is no better: it could be anyone's.
    const unverified = await pending('discord', { email: mail(), emailVerified: false })
    expect((await post('open/auto', { registertype: 7, openid: unverified })).code).toBe(1511471)
    expect(await t.app.db.select({ n: count() }).from(accountUser)).toEqual(before)

    const email = mail()
    const body = await post('open/auto', { registertype: 6, openid, email, code: await codeFor(email) })
    expect(body).toMatchObject({ code: 1511200, data: { email, registertype: 6 } })
  })

  it('refuses a used, unknown or other provider openid, and a non third-party registertype', async () => {
    const openid = await pending('facebook', { email: mail(), emailVerified: true })
    expect((await post('open/auto', { registertype: 2, openid })).msg).toBe(
      'This sign-in has expired. Please sign in again.',
    )
    expect((await post('open/auto', { registertype: 3, openid })).code).toBe(1511200)
    expect(await post('open/auto', { registertype: 3, openid })).toMatchObject({
      code: 1511400,
      msg: 'This sign-in has expired. Please sign in again.',
    })
    expect((await post('open/auto', { registertype: 3, openid: 'x'.repeat(43) })).code).toBe(1511400)
    expect((await post('open/auto', { registertype: 5, openid })).msg).toBe(
      'Invalid registertype: not a third-party sign-in.',
    )
  })
})

describe('blocked accounts', () => {
  it('cannot sign in through a provider; the sign-in stays open until the block is lifted', async () => {
    const email = mail()
    const { id } = await createUser(t.app.db, { email })
    const openid = await pending('google', { email, emailVerified: true })
    await admin('blacklist', 'add', 'account', String(id))
    expect((await post('open/auto', { registertype: 2, openid })).code).toBe(1511541)
    await admin('blacklist', 'remove', 'account', String(id))
    expect(await post('open/auto', { registertype: 2, openid })).toMatchObject({
      code: 1511200,
      data: { id: String(id) },
    })
  })
})

describe('POST open/bindingemail', () => {
  it('links the identity to the account with the e-mail once the code is right', async () => {
    const email = mail()
    const { id } = await createUser(t.app.db, { email })
    const openid = await pending('twitter')
    const linkedBefore = await identities('twitter')

    const wrong = await post('open/bindingemail', {
      registertype: 6,
      openid,
      email,
      code: '0000' === (await codeFor(email)) ? '1111' : '0000',
    })
    expect(wrong).toMatchObject({ code: 1511400, msg: 'The verification code has expired.' })
    expect(await identities('twitter')).toBe(linkedBefore)

    const body = await post('open/bindingemail', {
      registertype: 6,
      openid,
      email,
      code: await codeFor(email),
    })
    expect(body).toMatchObject({ code: 1511200, data: { id: String(id), email } })
    expect(await identities('twitter')).toBe((linkedBefore ?? 0) + 1)
  })

  it('leaves the code usable when the openid is no good', async () => {
    const email = mail()
    const code = await codeFor(email)
    expect(
      (await post('open/bindingemail', { registertype: 6, openid: 'y'.repeat(43), email, code })).msg,
    ).toBe('This sign-in has expired. Please sign in again.')
    const body = await post('open/bindingemail', {
      registertype: 6,
      openid: await pending('twitter'),
      email,
      code,
    })
    expect(body).toMatchObject({ code: 1511200, data: { email, registertype: 6 } })
  })
})
