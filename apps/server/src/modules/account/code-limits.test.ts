import { Code } from '@kid/shared/codes'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mailTransport } from '../../platform/mail/mailer.ts'
import {
  CODE_FAILURES_PER_EMAIL_PER_DAY,
  CODE_FAILURES_PER_IP_PER_DAY,
  CODES_PER_EMAIL_PER_DAY,
  DAY_MS,
} from './attempts.ts'
import { CODE_MAX_TRIES, type CodeStore, checkCode } from './email-code.ts'
import { accountAttempt } from './tables/attempt.ts'
import { accountEmailCode } from './tables/email-code.ts'
import { type AccountScene, accountScene, digest, easyAltcha, freshIp, outbox } from './testing.ts'

/** The codes, limits and links of this app read this clock: the test moves it, nobody sleeps. */
let clock = new Date('2026-01-05T00:00:00Z')
const at = (ms: number) => {
  clock = new Date(ms)
}

const SERVER_SECRET = 'code-limits-test-server-secret'
let { t, c } = {} as AccountScene
/** The app's own code store, for guesses faster than the per-minute route limit lets through. */
let store: CodeStore
beforeAll(async () => {
  ;({ t, c } = await accountScene({}, undefined, easyAltcha(SERVER_SECRET), { now: () => clock }))
  const mailer = mailTransport({ smtpUrl: undefined, from: t.config.mailFrom, db: t.app.db })
  store = { db: t.app.db, serverSecret: SERVER_SECRET, mailer, now: () => clock }
})
afterAll(() => t.close())

/** The newest code mailed to `email` (other mails, such as the pause notice, carry none). */
async function latestCode(email: string): Promise<string | undefined> {
  for (const mail of await outbox(t, email)) {
    const code = mail.text.match(/code is (\d{4})/)?.[1]
    if (code) return code
  }
  return undefined
}
const other = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0')
const sendForgot = async (email: string, ip = freshIp()) =>
  c.call('GET', 'open/sendemail', { email, type: 2 }, { ip, headers: { recaptcha: await c.solveCaptcha() } })
const check = (email: string, code: string, ip = freshIp()) =>
  c.call('POST', 'open/checkcode', { email, code, type: 2 }, { ip })

describe('e-mail codes cannot be farmed (issue #9, item 2)', () => {
  // 1,440 rounds of captcha, send and check: under half a minute alone, longer beside other files.
  it('gives a script that asks for a fresh code every minute for a simulated day at most 10 real guesses', async () => {
    const victim = 'victim@example.com'
    await c.register(victim)
    const start = clock.getTime() + 60_000
    // A guess slot is a real chance when the right code, sent in its place, would have been accepted.
    // The script knows the code only to ask that question; its own guesses are always wrong ones.
    let chances = 0
    let code: string | undefined
    for (let minute = 0; minute < 24 * 60; minute++) {
      at(start + minute * 60_000)
      if ((await sendForgot(victim)).code === Code.SUCCESS) code = await latestCode(victim)
      for (let guess = 0; guess < CODE_MAX_TRIES && code; guess++) {
        if ((await check(victim, code)).code !== Code.SUCCESS) break
        chances++
        expect((await check(victim, other(code))).code).toBe(Code.BAD_REQUEST)
      }
      // Without the limits this passes 10 within three minutes: no need to play out the whole day.
      if (chances > CODE_FAILURES_PER_EMAIL_PER_DAY) break
    }
    expect(chances).toBeLessThanOrEqual(CODE_FAILURES_PER_EMAIL_PER_DAY)
    // Each chance is one guess at 4 random digits (at most 5 distinct guesses per code).
    const success = 1 - (1 - CODE_MAX_TRIES / 10_000) ** (chances / CODE_MAX_TRIES)
    expect(success).toBeLessThan(0.0011)

    const mails = await outbox(t, victim)
    expect(mails.filter((m) => m.subject === 'Wrong codes were entered for your KID account')).toHaveLength(1)

    // While paused the owner is told when to come back, and cannot be sent a code either.
    const paused = await check(victim, (await latestCode(victim)) ?? '0000')
    expect(paused.msg).toMatch(/^Too many wrong codes were entered for this e-mail address\./)
    expect((await sendForgot(victim)).msg).toMatch(
      /^Too many wrong codes were entered for this e-mail address\./,
    )

    // A day after the first wrong code the pause ends: a code sent then works.
    at(start + DAY_MS + 60_000)
    expect((await sendForgot(victim)).code).toBe(Code.SUCCESS)
    const reset = await c.call('POST', 'open/resetpassword', {
      email: victim,
      password: digest('Better456'),
      code: (await latestCode(victim)) ?? '',
    })
    expect(reset.code).toBe(Code.SUCCESS)
  }, 180_000)

  it('stops one IP guessing across many addresses after 30 wrong codes a day, right ones included', async () => {
    at(clock.getTime() + 2 * DAY_MS)
    const addresses = Array.from(
      { length: CODE_FAILURES_PER_IP_PER_DAY / CODE_MAX_TRIES + 1 },
      (_, i) => `spray${i}@example.com`,
    )
    for (const email of addresses) {
      expect((await c.call('GET', 'open/sendemail', { email, type: 1 })).code).toBe(Code.SUCCESS)
    }
    // The route lets one IP check 20 codes a minute; the day's limit is what stops a patient one.
    const ip = freshIp()
    for (const email of addresses.slice(0, -1)) {
      const code = (await latestCode(email)) ?? ''
      for (let i = 0; i < CODE_MAX_TRIES; i++) {
        await expect(checkCode(store, { email, code: other(code), type: 1, ip })).rejects.toThrow(
          'The verification code has expired.',
        )
      }
    }
    const last = addresses.at(-1) ?? ''
    const code = (await latestCode(last)) ?? ''
    const refused = await c.call('POST', 'open/checkcode', { email: last, code, type: 1 }, { ip })
    expect(refused).toMatchObject({ code: Code.BAD_REQUEST })
    expect(refused.msg).toMatch(/^Too many wrong codes were entered from your network today\./)
    expect(await c.call('POST', 'open/checkcode', { email: last, code, type: 1 })).toMatchObject({
      code: Code.SUCCESS,
    })
  })

  it('lets a burst of parallel guesses at one code compare no more than its 5 tries', async () => {
    at(clock.getTime() + 2 * DAY_MS)
    const email = 'burst@example.com'
    expect((await c.call('GET', 'open/sendemail', { email, type: 1 })).code).toBe(Code.SUCCESS)
    const code = (await latestCode(email)) ?? ''
    const wrong = Array.from({ length: 40 }, (_, i) =>
      String((Number(code) + 1 + i) % 10_000).padStart(4, '0'),
    )
    await Promise.allSettled(
      wrong.map((guess) => checkCode(store, { email, code: guess, type: 1, ip: freshIp() })),
    )
    const [row] = await t.app.db.select().from(accountEmailCode).where(eq(accountEmailCode.email, email))
    expect(row?.failedTries).toBeLessThanOrEqual(CODE_MAX_TRIES)
    const failures = await t.app.db
      .select()
      .from(accountAttempt)
      .where(and(eq(accountAttempt.kind, 'code-fail-email'), eq(accountAttempt.subject, email)))
    expect(failures.length).toBeLessThanOrEqual(CODE_MAX_TRIES)
  })

  it('sends at most 10 codes to one address a day, and asks for the captcha from the second on', async () => {
    at(clock.getTime() + 2 * DAY_MS)
    const email = 'many@example.com'
    expect((await c.call('GET', 'open/sendemail', { email, type: 1 })).code).toBe(Code.SUCCESS)
    at(clock.getTime() + 61_000)
    expect((await c.call('GET', 'open/sendemail', { email, type: 1 })).code).toBe(Code.CAPTCHA_REQUIRED)
    for (let n = 2; n <= CODES_PER_EMAIL_PER_DAY; n++) {
      expect((await sendForgot(email)).code).toBe(Code.SUCCESS)
      at(clock.getTime() + 61_000)
    }
    const refused = await sendForgot(email)
    expect(refused.msg).toMatch(
      /^You have asked for 10 codes for this address today\. Please ask again in \d+ hours\.$/,
    )
  })
})
