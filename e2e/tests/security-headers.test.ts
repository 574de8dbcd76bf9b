import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { type Member, person, registerMember } from '../support/account.ts'
import { hasChromium, inLanes, useBrowser } from '../support/journey.ts'

/** Collects what Chromium reports against the page's CSP: violation events and console lines. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text())
  })
  // An init script is the browser's, not the page's: the CSP does not apply to it.
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, { __cspViolations: seen })
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`)
    })
  })
  return async () => [
    ...console,
    ...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)),
  ]
}

async function logInThroughForm(page: Page, member: Member): Promise<void> {
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(member.email)
  await page.getByLabel('Password', { exact: true }).fill(member.password)
  await page.getByRole('button', { name: 'Log In', exact: true }).click()
}

describe.runIf(hasChromium)('browser security headers and the session cookie', () => {
  const { open, baseURL } = useBrowser()

  it('signs in with a token scripts cannot read, a nonce CSP, and no CSP violation on the main pages', async () => {
    const member = await registerMember(baseURL, 'csp')
    const page = await open(person())
    const violations = await watchCsp(page)
    const login = await page.goto('/login?redirectUri=%2Fmarketplace')
    const csp = login?.headers()['content-security-policy'] ?? ''
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/]{22}=='/)
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("script-src-attr 'none'")
    expect(login?.headers()['x-content-type-options']).toBe('nosniff')
    await logInThroughForm(page, member)
    await page.waitForURL((url) => url.pathname === '/marketplace')
    await page.getByRole('banner').getByLabel('Open wallet card').waitFor()

    // The browser holds the session, HttpOnly: no script sees it, user_info stays readable.
    const cookie = (await page.context().cookies()).find((c) => c.name === 'token')
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' })
    const visible = await page.evaluate(() => document.cookie)
    expect(visible).not.toContain('token=')
    expect(visible).not.toContain(cookie?.value)
    expect(visible).toContain('user_info=')

    // Signed in by the cookie alone, the pages work and break no rule of the policy.
    for (const path of [
      '/',
      '/marketplace',
      '/marketplace/creators',
      '/personal/collections',
      '/nftCreate',
      '/contact-us',
      '/setting',
    ]) {
      const res = await page.goto(path)
      expect(res?.status(), path).toBe(200)
      await page.waitForLoadState('networkidle')
      await page.getByRole('banner').getByLabel('Open wallet card').waitFor()
    }
    // Client-side navigation runs the router's own scripts, also under the policy.
    const nav = page.getByRole('banner').getByRole('navigation').first()
    await nav.getByRole('link', { name: 'Marketplace', exact: true }).click()
    await page.waitForURL((url) => url.pathname === '/marketplace')
    await page.waitForLoadState('networkidle')
    expect(await violations()).toEqual([])
  })
})

/**
 * Known forms of open redirect (issue #9 item 3): what a browser reads as another site, or as a
 * script, once it resolves the text against the page. Each goes through the real login form.
 */
const BYPASSES = [
  '/\\evil.invalid/x',
  '/\t/evil.invalid/x',
  '\t//evil.invalid/x',
  '/\n/evil.invalid/x',
  '//evil.invalid/x',
  '///evil.invalid/x',
  '\\\\evil.invalid/x',
  '/\\/evil.invalid/x',
  '\\/evil.invalid/x',
  '/%5Cevil.invalid/x',
  '/%09/evil.invalid/x',
  '%2F%5Cevil.invalid/x',
  '/%2F%2Fevil.invalid/x',
  '/.//evil.invalid/x',
  'javascript:alert(document.domain)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'https:evil.invalid',
  'https:/evil.invalid',
  'https:\\\\evil.invalid',
  'http://127.0.0.1@evil.invalid/',
  '//127.0.0.1@evil.invalid/',
  'https://evil.invalid\\@127.0.0.1/',
]

describe.runIf(hasChromium)('no open redirect after sign-in', () => {
  const { open, baseURL } = useBrowser()

  it('keeps the member on the site for every known bypass, through the real form', async () => {
    const member = await registerMember(baseURL, 'redirect')
    const site = new URL(baseURL).origin
    const results: string[] = []
    const tryBypass = async (redirectUri: string) => {
      const page = await open(person())
      // Every document the tab asks for, so a hop off the site shows even when it fails to load.
      const visited: string[] = []
      page.on('request', (request) => {
        if (request.isNavigationRequest() && request.frame() === page.mainFrame()) visited.push(request.url())
      })
      const dialogs: string[] = []
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message())
        void dialog.dismiss()
      })
      await page.goto(`/login?${new URLSearchParams({ redirectUri })}`)
      await logInThroughForm(page, member)
      // An off-site hop ends in a failed load (evil.invalid does not resolve): judged below.
      await page.waitForURL((url) => url.pathname !== '/login').catch(() => undefined)
      await page.waitForLoadState('load')
      const landed = new URL(page.url())
      const left = visited.filter((url) => !url.startsWith(`${site}/`))
      results.push(`${JSON.stringify(redirectUri)} → ${landed.pathname}${landed.search}`)
      expect(left, JSON.stringify(redirectUri)).toEqual([])
      expect(landed.origin, JSON.stringify(redirectUri)).toBe(site)
      expect(dialogs, JSON.stringify(redirectUri)).toEqual([])
      await page.context().close()
    }
    // Three people at a time: each sign-in waits on the server's password hashing, not on this tab.
    await inLanes(BYPASSES, 3, tryBypass)
    console.info(`redirect bypasses, each after a real sign-in:\n${results.join('\n')}`)
  }, 300_000)
})
