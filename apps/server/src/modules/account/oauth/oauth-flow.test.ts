import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../testing/app.ts'
import { authenticate } from '../session.ts'
import { TestBrowser } from './testing/browser.ts'
import { type OidcServer, startOidcServer } from './testing/oidc-server.ts'

/**
 * The whole third-party sign-in over HTTP against a real OpenID Connect provider: our start route,
 * the provider's login and consent pages, our callback, the /auth page redirect and open/auto.
 */
const site = 'http://localhost:80'
const base = '/api/accountservice'
const callback = `${site}${base}/open/oauth/google/callback`

let oidc: OidcServer
let t: TestApp
beforeAll(async () => {
  oidc = await startOidcServer(callback, {
    alice: { email: 'alice@example.com', email_verified: true, name: 'Alice' },
    bob: { email: 'bob@example.com', email_verified: false },
  })
  t = await createTestApp({
    GOOGLE_CLIENT_ID: oidc.clientId,
    GOOGLE_CLIENT_SECRET: oidc.clientSecret,
    GOOGLE_ISSUER: oidc.issuer,
  })
})
afterAll(async () => {
  await t?.close()
  await oidc?.close()
})

/** Our start route, as the browser navigates to it: the provider's URL, with the flow cookie stored. */
async function start(browser: TestBrowser, redirectUri = '/marketplace'): Promise<string> {
  const res = await t.app.inject({ url: `${base}/open/oauth/google/start`, query: { redirectUri } })
  expect(res.statusCode).toBe(302)
  const setCookie = res.headers['set-cookie']
  browser.store(site, Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [])
  return String(res.headers.location)
}

/** The person at the provider: follows its redirects and fills its login and consent forms. */
async function atProvider(browser: TestBrowser, url: string, login: string | 'abort'): Promise<string> {
  let next = url
  for (let step = 0; step < 12; step++) {
    if (new URL(next).origin === new URL(site).origin) return next
    const res = await browser.fetch(next)
    if (res.status === 200) {
      const page = await res.text()
      const prompt = page.match(/name="prompt" value="(\w+)"/)?.[1]
      if (login === 'abort') {
        next = new URL(`${new URL(next).pathname}/abort`, next).toString()
        continue
      }
      const form = new URLSearchParams(
        prompt === 'login' ? { prompt, login, password: 'any' } : { prompt: 'consent' },
      )
      const submitted = await browser.fetch(next, {
        method: 'POST',
        body: form,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      })
      next = new URL(String(submitted.headers.get('location')), next).toString()
      continue
    }
    expect([302, 303]).toContain(res.status)
    next = new URL(String(res.headers.get('location')), next).toString()
  }
  throw new Error('the provider did not send the browser back')
}

/** Our callback, reached by the provider's redirect with this browser's cookies. */
async function arrive(browser: TestBrowser | undefined, url: string): Promise<URL> {
  const { pathname, search } = new URL(url)
  const res = await t.app.inject({
    url: `${pathname}${search}`,
    headers: browser ? { cookie: browser.cookieHeader(url) } : {},
  })
  expect(res.statusCode).toBe(302)
  const setCookie = res.headers['set-cookie']
  browser?.store(url, Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [])
  return new URL(String(res.headers.location), site)
}

async function auto(auth: URL) {
  const res = await t.app.inject({
    method: 'POST',
    url: `${base}/open/auto`,
    headers: t.signed(),
    payload: {
      registertype: Number(auth.searchParams.get('registertype')),
      openid: auth.searchParams.get('openid'),
    },
  })
  return res.json()
}

describe('Google-style OpenID Connect sign-in against a real provider', () => {
  it('goes from start to a session, sending the browser through the /auth page', async () => {
    const browser = new TestBrowser()
    const authorize = new URL(await start(browser))
    expect(authorize.origin).toBe(oidc.issuer)
    expect(authorize.searchParams.get('scope')).toBe('openid email profile')
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256')
    expect(authorize.searchParams.get('redirect_uri')).toBe(callback)
    expect(browser.cookieHeader(site)).toMatch(/^kid_oauth_google=/)

    const back = await atProvider(browser, authorize.toString(), 'alice')
    const auth = await arrive(browser, back)
    expect(auth.pathname).toBe('/auth')
    expect(auth.searchParams.get('registertype')).toBe('2')
    expect(auth.searchParams.get('redirectUri')).toBe('/marketplace')
    expect(auth.searchParams.get('openid')).toMatch(/^[\w-]{43}$/)

    const body = await auto(auth)
    expect(body).toMatchObject({ code: 1511200, data: { email: 'alice@example.com', registertype: 2 } })
    const session = await authenticate(t.app.db, body.data.token)
    expect(session?.id).toBe(Number(body.data.id))

    // Signing in again with the same provider account reaches the same member.
    const again = await arrive(browser, await atProvider(browser, await start(browser), 'alice'))
    expect((await auto(again)).data.id).toBe(body.data.id)
  })

  it('refuses a callback opened in another browser, or a second time', async () => {
    const browser = new TestBrowser()
    const back = await atProvider(browser, await start(browser), 'alice')
    const elsewhere = await arrive(undefined, back)
    expect(elsewhere.searchParams.get('error')).toBe('expired')
    expect(elsewhere.searchParams.get('openid')).toBeNull()

    const cookie = browser.cookieHeader(back)
    expect((await arrive(browser, back)).searchParams.get('openid')).toMatch(/^[\w-]{43}$/)
    // The flow cookie is gone after its callback: the same link cannot be used twice.
    expect((await arrive(browser, back)).searchParams.get('error')).toBe('expired')
    // Nor with a copy of the old cookie: the provider refuses a code it already exchanged.
    const replay = await t.app.inject({
      url: new URL(back).pathname + new URL(back).search,
      headers: { cookie },
    })
    expect(new URL(String(replay.headers.location), site).searchParams.get('error')).toBe('failed')
  })

  it('asks for an e-mail when the provider has not verified the address', async () => {
    const browser = new TestBrowser()
    const auth = await arrive(browser, await atProvider(browser, await start(browser), 'bob'))
    expect(await auto(auth)).toMatchObject({ code: 1511471 })
  })

  it('takes the answer posted as a form too (Apple answers with response_mode=form_post)', async () => {
    const browser = new TestBrowser()
    const back = new URL(await atProvider(browser, await start(browser), 'alice'))
    const res = await t.app.inject({
      method: 'POST',
      url: back.pathname,
      headers: {
        cookie: browser.cookieHeader(back.toString()),
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: back.searchParams.toString(),
    })
    const auth = new URL(String(res.headers.location), site)
    expect(auth.searchParams.get('openid')).toMatch(/^[\w-]{43}$/)
    expect((await auto(auth)).data.email).toBe('alice@example.com')
  })

  it('sends a cancelled sign-in back to /auth with its code', async () => {
    const browser = new TestBrowser()
    const auth = await arrive(browser, await atProvider(browser, await start(browser, '/kid'), 'abort'))
    expect(auth.pathname).toBe('/auth')
    expect(auth.searchParams.get('error')).toBe('cancelled')
    expect(auth.searchParams.get('redirectUri')).toBe('/kid')
  })

  it('says so when a provider is not configured', async () => {
    const res = await t.app.inject({ url: `${base}/open/oauth/discord/start` })
    expect(res.statusCode).toBe(302)
    expect(new URL(String(res.headers.location), site).searchParams.get('error')).toBe('unavailable')
  })

  it("passes on no text of a crafted callback's error, only a code", async () => {
    const bait = 'Your account is locked. Call +1 555 0100 now'
    const res = await t.app.inject({
      url: `${base}/open/oauth/google/callback?${new URLSearchParams({ error: bait, state: 'x' })}`,
    })
    const location = String(res.headers.location)
    expect(new URL(location, site).searchParams.get('error')).toBe('refused')
    expect(decodeURIComponent(location.replaceAll('+', ' '))).not.toContain('555')
  })
})
