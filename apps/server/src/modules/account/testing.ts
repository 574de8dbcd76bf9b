import { createHash } from 'node:crypto'
import type { User } from '@kid/shared/account/user'
import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import type { Config } from '../../platform/config/config.ts'
import { readOutbox } from '../../platform/mail/mailer.ts'
import { createTestApp, type TestApp } from '../../testing/app.ts'

/** Fixtures of the account tests: calls as a client makes them, and the codes it would read in its mail. */

/** The password as a client sends it (spec 000 §5): SHA-256 hex of the typed text. */
export const digest = (password: string) => createHash('sha256').update(password).digest('hex')

/**
 * Config overrides for createTestApp: an ALTCHA that takes milliseconds to solve, and the server
 * secret (which keys codes and links) when a test needs to know it.
 */
export const easyAltcha = (hmacKey?: string): Partial<Config> => ({
  captcha: {
    provider: 'altcha',
    siteKey: '',
    secret: undefined,
    hmacKey,
    altchaDifficulty: { cost: 1, counter: [1, 50] },
  },
})
export const EASY_ALTCHA = easyAltcha()

let lastIp = 0
/** A fresh documentation-range IP, so per-IP limits only bite where a test wants them to. */
export const freshIp = () => `198.18.${(++lastIp >> 8) & 255}.${lastIp & 255}`

export type CallOptions = { ip?: string; token?: string; headers?: Record<string, string> }
export type Answer<T = unknown> = { code: number; msg: string; data: T }

export function client(t: TestApp) {
  const call = async <T = unknown>(
    method: 'GET' | 'POST',
    path: string,
    payload?: Record<string, unknown>,
    options: CallOptions = {},
  ): Promise<Answer<T>> => {
    const url = `/api/accountservice/${path}`
    const query =
      method === 'GET' && payload ? `?${new URLSearchParams(payload as Record<string, string>)}` : ''
    const res = await t.app.inject({
      method,
      url: url + query,
      ...(method === 'POST' ? { payload: payload ?? {} } : {}),
      remoteAddress: options.ip ?? freshIp(),
      headers: {
        ...t.signed(),
        ...(options.token ? { authorization: options.token } : {}),
        ...options.headers,
      },
    })
    return res.json()
  }

  /** The 4 digits of the newest mail to `email` (from the database outbox). */
  const codeFromOutbox = async (email: string) => {
    const [mail] = await outbox(t, email, 1)
    const code = mail?.text.match(/code is (\d{4})/)?.[1]
    if (!code) throw new Error(`no code mailed to ${email}`)
    return code
  }

  /** Signs up through the real calls: send code, read it, register. */
  const register = async (email: string, password = 'Secret123', extra: Record<string, unknown> = {}) => {
    const sent = await call('GET', 'open/sendemail', { email, type: 1 })
    if (sent.code !== 1511200) throw new Error(`sendemail: ${sent.msg}`)
    const code = await codeFromOutbox(email)
    const res = await call<User>('POST', 'open/register', {
      email,
      password: digest(password),
      code,
      ...extra,
    })
    if (res.code !== 1511200) throw new Error(`register: ${res.msg}`)
    return res.data
  }

  /** Solves a challenge of the app's ALTCHA and returns the `recaptcha` header value. */
  const solveCaptcha = async () => {
    const res = await t.app.inject({ url: '/api/accountservice/open/captcha/challenge' })
    const challenge = res.json()
    const solution = await solveChallenge({ challenge, deriveKey })
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
  }

  return { call, codeFromOutbox, register, solveCaptcha }
}

/** An account test file's set-up: an app (createTestApp's arguments) and a client calling it. */
export async function accountScene(...args: Parameters<typeof createTestApp>) {
  const t = await createTestApp(...args)
  return { t, c: client(t) }
}
export type AccountScene = Awaited<ReturnType<typeof accountScene>>

/** The outbox of `t` for `email`, newest first, once the queued mail jobs have run. */
export async function outbox(t: TestApp, email: string, limit?: number) {
  await t.app.jobs.drain()
  return readOutbox(t.app.db, email, limit)
}
