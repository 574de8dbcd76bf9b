import { createHash } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { Code } from '@kid/shared/codes'
import { eq } from 'drizzle-orm'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../testing/app.ts'
import { accountEmailCode } from './tables/email-code.ts'
import { client, digest, EASY_ALTCHA, freshIp } from './testing.ts'

/** A real SMTP server: the app sends over SMTP_URL and the test reads the code from the delivered message. */
type Delivered = { to: string; data: string }
const delivered: Delivered[] = []
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    let data = ''
    stream.on('data', (chunk: Buffer) => {
      data += chunk.toString('utf8')
    })
    stream.on('end', () => {
      for (const rcpt of session.envelope.rcptTo) delivered.push({ to: rcpt.address, data })
      callback()
    })
  },
})

let t: TestApp
let c: ReturnType<typeof client>
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  const { port } = smtp.server.address() as AddressInfo
  t = await createTestApp(
    { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'KID <codes@kid.test>' },
    undefined,
    EASY_ALTCHA,
  )
  c = client(t)
})
afterAll(async () => {
  await t.close()
  await new Promise<void>((resolve) => smtp.close(() => resolve()))
})

const mailsTo = (email: string) => delivered.filter((m) => m.to === email)
const codeIn = (email: string) => {
  const code = mailsTo(email)
    .at(-1)
    ?.data.match(/code is (\d{4})/)?.[1]
  if (!code) throw new Error(`no code delivered to ${email}`)
  return code
}
/** Asks for a code; the mail job runs before it returns (mail goes out through the job queue). */
const send = async (email: string, type: number, ip = freshIp()) => {
  const res = await c.call('GET', 'open/sendemail', { email, type }, { ip })
  await t.app.jobs.drain()
  return res
}
const check = (email: string, code: string, type?: number) =>
  c.call('POST', 'open/checkcode', { email, code, ...(type ? { type } : {}) })
const other = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0')

/** Signs up with a code delivered over SMTP. */
async function signUp(email: string, password = 'Secret123') {
  expect(await send(email, 1)).toEqual({ code: Code.SUCCESS, msg: 'Code Sent', data: null })
  const res = await c.call<{ token: string }>('POST', 'open/register', {
    email,
    password: digest(password),
    code: codeIn(email),
  })
  expect(res.code).toBe(Code.SUCCESS)
  return res.data
}

describe('e-mail codes over SMTP', () => {
  it('mails 4 digits from the configured sender; checkcode accepts them without using them up', async () => {
    await send('smtp@example.com', 1)
    const [mail] = mailsTo('smtp@example.com')
    expect(mail?.data).toMatch(/^From: KID <codes@kid\.test>/m)
    expect(mail?.data).toMatch(/^Subject: Your KID sign-up code/m)
    const code = codeIn('smtp@example.com')
    expect(await check('smtp@example.com', code, 1)).toEqual({
      code: Code.SUCCESS,
      msg: 'success',
      data: null,
    })
    expect((await check('smtp@example.com', code)).code).toBe(Code.SUCCESS)
    const stored = await t.app.db
      .select()
      .from(accountEmailCode)
      .where(eq(accountEmailCode.email, 'smtp@example.com'))
    expect(stored[0]?.codeHash).not.toContain(code)
    const res = await c.call('POST', 'open/register', {
      email: 'smtp@example.com',
      password: digest('Secret123'),
      code,
    })
    expect(res.code).toBe(Code.SUCCESS)
    expect(await check('smtp@example.com', code, 1)).toEqual({
      code: Code.BAD_REQUEST,
      msg: 'The verification code has expired.',
      data: null,
    })
  })

  it('stores a code keyed with the server secret: hashing all 10,000 codes finds nothing without it', async () => {
    await send('leak@example.com', 1)
    const code = codeIn('leak@example.com')
    const [row] = await t.app.db
      .select()
      .from(accountEmailCode)
      .where(eq(accountEmailCode.email, 'leak@example.com'))
    const plainGuesses = Array.from({ length: 10_000 }, (_, n) => String(n).padStart(4, '0')).flatMap(
      (guess) =>
        [`leak@example.com|1|${guess}`, `email code|leak@example.com|1|${guess}`, guess].map((text) =>
          createHash('sha256').update(text).digest('hex'),
        ),
    )
    expect(plainGuesses).not.toContain(row?.codeHash)
    expect((await check('leak@example.com', code, 1)).code).toBe(Code.SUCCESS)
  })

  it('asks for the captcha for a second code, then refuses it within 60 seconds, per address and type', async () => {
    await send('resend@example.com', 1)
    expect((await send('resend@example.com', 1)).code).toBe(Code.CAPTCHA_REQUIRED)
    const again = await c.call(
      'GET',
      'open/sendemail',
      { email: 'resend@example.com', type: 1 },
      { headers: { recaptcha: await c.solveCaptcha() } },
    )
    expect(again.code).toBe(Code.BAD_REQUEST)
    expect(again.msg).toMatch(/^Please wait (60|59) seconds before requesting a new code\.$/)
    expect((await send('resend@example.com', 5)).code).toBe(Code.SUCCESS)
    expect(mailsTo('resend@example.com')).toHaveLength(2)
  })

  it('kills a code after 5 wrong tries', async () => {
    await send('guess@example.com', 1)
    const code = codeIn('guess@example.com')
    for (let i = 0; i < 5; i++)
      expect((await check('guess@example.com', other(code), 1)).code).toBe(Code.BAD_REQUEST)
    expect((await check('guess@example.com', code, 1)).msg).toBe('The verification code has expired.')
  })

  it('lets a code expire after 10 minutes', async () => {
    await send('late@example.com', 1)
    const code = codeIn('late@example.com')
    await t.app.db
      .update(accountEmailCode)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(accountEmailCode.email, 'late@example.com'))
    expect((await check('late@example.com', code, 1)).msg).toBe('The verification code has expired.')
    const row = (
      await t.app.db.select().from(accountEmailCode).where(eq(accountEmailCode.email, 'late@example.com'))
    )[0]
    expect(row && row.expiresAt.getTime() - row.sentAt.getTime()).toBeLessThanOrEqual(10 * 60_000)
  })

  it('answers forgot-password for an unknown address like a known one, and mails nobody', async () => {
    await signUp('known@example.com')
    const known = await send('known@example.com', 2)
    const unknown = await send('ghost@example.com', 2)
    expect(unknown).toEqual(known)
    expect(mailsTo('ghost@example.com')).toHaveLength(0)
    expect(mailsTo('known@example.com').at(-1)?.data).toMatch(/^Subject: Reset your KID password/m)
  })

  it('asks for a captcha after 5 code requests from one IP', async () => {
    const ip = freshIp()
    for (let i = 0; i < 5; i++) expect((await send(`flood${i}@example.com`, 1, ip)).code).toBe(Code.SUCCESS)
    expect((await send('flood9@example.com', 1, ip)).code).toBe(Code.CAPTCHA_REQUIRED)
  })
})

describe('passwords', () => {
  it('resets with a forgot code: the new password works, the old does not, every session ends', async () => {
    const first = await signUp('reset@example.com', 'Secret123')
    const second = await c.call<{ token: string }>('POST', 'open/login', {
      email: 'reset@example.com',
      password: digest('Secret123'),
    })
    await send('reset@example.com', 2)
    const res = await c.call('POST', 'open/resetpassword', {
      email: 'reset@example.com',
      password: digest('Better456'),
      code: codeIn('reset@example.com'),
    })
    expect(res).toEqual({
      code: Code.SUCCESS,
      msg: 'Your password has been reset. Please log in.',
      data: null,
    })
    for (const token of [first.token, second.data.token]) {
      const info = await t.app.inject({
        url: '/api/accountservice/user/info',
        headers: { ...t.signed(), authorization: token },
      })
      expect(info.statusCode).toBe(401)
    }
    const old = await c.call('POST', 'open/login', {
      email: 'reset@example.com',
      password: digest('Secret123'),
    })
    expect(old.code).toBe(Code.BAD_REQUEST)
    const fresh = await c.call('POST', 'open/login', {
      email: 'reset@example.com',
      password: digest('Better456'),
    })
    expect(fresh.code).toBe(Code.SUCCESS)
  })

  it('changes the password of the signed-in user with an editPass code, keeping only the caller signed in', async () => {
    const caller = await signUp('change@example.com', 'Secret123')
    const elsewhere = await c.call<{ token: string }>('POST', 'open/login', {
      email: 'change@example.com',
      password: digest('Secret123'),
    })
    await send('change@example.com', 4)
    expect(mailsTo('change@example.com').at(-1)?.data).toMatch(/^Subject: Change your KID password/m)
    const res = await c.call(
      'POST',
      'user/updatepassword',
      { password: digest('Better456'), code: codeIn('change@example.com') },
      { token: caller.token },
    )
    expect(res).toEqual({ code: Code.SUCCESS, msg: 'Your password has been changed.', data: null })
    expect((await c.call('GET', 'user/info', undefined, { token: caller.token })).code).toBe(Code.SUCCESS)
    const gone = await t.app.inject({
      url: '/api/accountservice/user/info',
      headers: { ...t.signed(), authorization: elsewhere.data.token },
    })
    expect(gone.statusCode).toBe(401)
    expect(
      (await c.call('POST', 'open/login', { email: 'change@example.com', password: digest('Better456') }))
        .code,
    ).toBe(Code.SUCCESS)
  })

  it('refuses a code of another type', async () => {
    const user = await signUp('types@example.com')
    await send('types@example.com', 2)
    const res = await c.call(
      'POST',
      'user/updatepassword',
      { password: digest('Better456'), code: codeIn('types@example.com') },
      { token: user.token },
    )
    expect(res.msg).toBe('The verification code has expired.')
  })
})
