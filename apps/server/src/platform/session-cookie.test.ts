import { Code } from '@kid/shared/codes'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accountScene, digest, freshIp } from '../modules/account/testing.ts'
import type { TestApp } from '../testing/app.ts'
import { CROSS_SITE_MESSAGE } from './api-guard.ts'

/**
 * The browser's session is an HttpOnly cookie (issue #9 item 5): set by the sign-in answers, sent
 * by the browser, accepted by the API with a CSRF check on state-changing calls; native apps keep
 * the Authorization header.
 */
let t: TestApp
let register: (email: string, password?: string) => Promise<unknown>
beforeAll(async () => {
  const scene = await accountScene()
  t = scene.t
  register = scene.c.register
})
afterAll(() => t.close())

const ACCOUNT = '/api/accountservice'
/** What Chromium adds to a same-origin fetch of a page at http://localhost:80 (inject's host). */
const BROWSER = { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors', origin: 'http://localhost:80' }

const setCookies = (header: string | string[] | undefined) => [header ?? []].flat()
const cookieValue = (lines: string[]) =>
  lines
    .find((l) => l.startsWith('token='))
    ?.split(';')[0]
    ?.slice(6)

async function signIn(email: string, headers: Record<string, string>) {
  const res = await t.app.inject({
    method: 'POST',
    url: `${ACCOUNT}/open/login`,
    remoteAddress: freshIp(),
    headers: { ...t.signed(), ...headers },
    payload: { email, password: digest('Secret123') },
  })
  return { body: res.json(), cookies: setCookies(res.headers['set-cookie']) }
}

/** A call carrying only the session cookie, as the browser sends it. */
const withCookie = (token: string, extra: Record<string, string> = {}) => ({
  ...t.signed(),
  cookie: `user_info=%7B%7D; token=${token}`,
  ...extra,
})

describe('signing in from a browser', () => {
  it('sets the token as an HttpOnly, SameSite=Lax cookie and keeps it out of the answer', async () => {
    await register('cookie-browser@example.com')
    const { body, cookies } = await signIn('cookie-browser@example.com', BROWSER)
    expect(body.code).toBe(Code.SUCCESS)
    expect(body.data.email).toBe('cookie-browser@example.com')
    // No script on the page ever holds the token: not in document.cookie, not in the answer.
    expect(body.data).not.toHaveProperty('token')
    const line = cookies.find((l) => l.startsWith('token='))
    expect(line).toMatch(/^token=[\w-]{43}; Path=\/; Max-Age=2592000; HttpOnly; SameSite=Lax$/)
  })

  it('still answers a native app the token in the body (spec 000 §3), which it sends in Authorization', async () => {
    await register('cookie-app@example.com')
    const { body, cookies } = await signIn('cookie-app@example.com', {})
    expect(body.data.token).toMatch(/^[\w-]{43}$/)
    expect(cookieValue(cookies)).toBe(body.data.token)
    const info = await t.app.inject({
      url: `${ACCOUNT}/user/info`,
      headers: { ...t.signed('android'), authorization: `Bearer ${body.data.token}` },
    })
    expect(info.json()).toMatchObject({ code: Code.SUCCESS, data: { email: 'cookie-app@example.com' } })
  })

  it('never hands the token to a page that asks for the session refresh (user/login)', async () => {
    await register('cookie-refresh@example.com')
    const token = cookieValue((await signIn('cookie-refresh@example.com', BROWSER)).cookies) ?? ''
    const res = await t.app.inject({
      method: 'POST',
      url: `${ACCOUNT}/user/login`,
      headers: withCookie(token, BROWSER),
    })
    expect(res.json().code).toBe(Code.SUCCESS)
    expect(res.json().data).not.toHaveProperty('token')
  })
})

describe('the session cookie on API calls', () => {
  let token = ''
  beforeAll(async () => {
    await register('cookie-calls@example.com')
    token = cookieValue((await signIn('cookie-calls@example.com', BROWSER)).cookies) ?? ''
  })

  it('signs in reads without any Authorization header', async () => {
    const res = await t.app.inject({ url: `${ACCOUNT}/user/info`, headers: withCookie(token) })
    expect(res.json()).toMatchObject({ code: Code.SUCCESS, data: { email: 'cookie-calls@example.com' } })
  })

  it('accepts a state-changing call from the site itself (Origin, else Referer)', async () => {
    const pages: Record<string, string>[] = [
      { origin: 'http://localhost:80' },
      { referer: 'http://localhost:80/setting?tab=1' },
    ]
    for (const from of pages) {
      const res = await t.app.inject({
        method: 'POST',
        url: `${ACCOUNT}/user/login`,
        headers: withCookie(token, from),
      })
      expect(res.json().code, JSON.stringify(from)).toBe(Code.SUCCESS)
    }
  })

  it('refuses a state-changing call another site makes the browser send (CSRF), changing nothing', async () => {
    const attempts: Record<string, string>[] = [
      { origin: 'https://evil.invalid' },
      { origin: 'http://localhost:80.evil.invalid' },
      { origin: 'null' },
      { referer: 'https://evil.invalid/http://localhost:80/' },
      {},
    ]
    for (const from of attempts) {
      const res = await t.app.inject({
        method: 'POST',
        url: `${ACCOUNT}/user/logout`,
        headers: withCookie(token, from),
      })
      expect(res.statusCode, JSON.stringify(from)).toBe(200)
      expect(res.json(), JSON.stringify(from)).toEqual({
        code: Code.CROSS_SITE,
        msg: CROSS_SITE_MESSAGE,
        data: null,
      })
    }
    // The session survived every attempt to end it.
    const info = await t.app.inject({ url: `${ACCOUNT}/user/info`, headers: withCookie(token) })
    expect(info.json().code).toBe(Code.SUCCESS)
  })

  it('judges the origin against PUBLIC_URL when it is set, not the Host a request claims', async () => {
    const scene = await accountScene({ PUBLIC_URL: 'https://kid.test' })
    try {
      const { t: site, c } = scene
      await c.register('cookie-public@example.com')
      const login = await site.app.inject({
        method: 'POST',
        url: `${ACCOUNT}/open/login`,
        remoteAddress: freshIp(),
        headers: { ...site.signed(), ...BROWSER, origin: 'https://kid.test' },
        payload: { email: 'cookie-public@example.com', password: digest('Secret123') },
      })
      const lines = setCookies(login.headers['set-cookie'])
      // Over HTTPS the cookie is Secure too.
      expect(lines.find((l) => l.startsWith('token='))).toMatch(/; HttpOnly; SameSite=Lax; Secure$/)
      const cookie = `token=${cookieValue(lines)}`
      const call = (headers: Record<string, string>) =>
        site.app.inject({
          method: 'POST',
          url: `${ACCOUNT}/user/login`,
          headers: { ...site.signed(), cookie, ...headers },
        })
      expect((await call({ host: 'evil.invalid', origin: 'http://evil.invalid' })).json().code).toBe(
        Code.CROSS_SITE,
      )
      expect((await call({ origin: 'https://kid.test' })).json().code).toBe(Code.SUCCESS)
    } finally {
      await scene.t.close()
    }
  })

  it('lets the Authorization header through without an Origin: native apps are not browsers', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${ACCOUNT}/user/login`,
      headers: { ...t.signed('ios'), authorization: token, origin: 'https://evil.invalid' },
    })
    expect(res.json().code).toBe(Code.SUCCESS)
  })

  it('clears the cookie on sign-out and when the session behind it has ended', async () => {
    const out = await t.app.inject({
      method: 'POST',
      url: `${ACCOUNT}/user/logout`,
      headers: withCookie(token, { origin: 'http://localhost:80' }),
    })
    expect(out.json().code).toBe(Code.SUCCESS)
    const cleared = /^token=; Path=\/; Max-Age=0; HttpOnly; SameSite=Lax$/
    expect(setCookies(out.headers['set-cookie'])).toContainEqual(expect.stringMatching(cleared))
    const after = await t.app.inject({ url: `${ACCOUNT}/user/info`, headers: withCookie(token) })
    expect(after.statusCode).toBe(401)
    expect(setCookies(after.headers['set-cookie'])).toContainEqual(expect.stringMatching(cleared))
  })
})
