import { describe, expect, it } from 'vitest'
import { MOBILE } from '../support/browser.ts'
import { hasChromium, useBrowser } from '../support/journey.ts'

describe.runIf(hasChromium)('the shell: header and footer', () => {
  const { open } = useBrowser()

  it('gives a phone the tab bar and MENU: every section in two taps', async () => {
    const page = await open(MOBILE)
    await page.goto('/terms')
    const tabs = page.getByRole('navigation', { name: 'Tab bar' })
    await tabs.getByRole('link', { name: 'Marketplace' }).click()
    await page.waitForURL((url) => url.pathname === '/marketplace')
    // Messages and Me ask a visitor to log in first, and bring them back.
    expect(await tabs.getByRole('link', { name: 'Me', exact: true }).getAttribute('href')).toBe(
      '/login?redirectUri=%2Fprofile',
    )
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByRole('dialog', { name: 'MENU' })
    await menu.getByRole('link', { name: 'Home' }).waitFor()
    await menu.getByRole('button', { name: 'Create NFTs' }).click()
    await page.waitForURL((url) => url.pathname === '/login')
    expect(new URL(page.url()).searchParams.get('path')).toBe('/nftCreate')
  })

  it('carries the current path to Log In and Sign Up', async () => {
    const page = await open()
    await page.goto('/terms')
    const banner = page.getByRole('banner')
    const login = new URL(
      (await banner.getByRole('link', { name: 'Log In' }).getAttribute('href')) ?? '',
      'http://x',
    )
    const signUp = new URL(
      (await banner.getByRole('link', { name: 'Sign Up' }).getAttribute('href')) ?? '',
      'http://x',
    )
    expect(login.pathname).toBe('/login')
    expect(login.searchParams.get('redirectUri')).toBe('/terms')
    expect(signUp.pathname).toBe('/reg')
    expect(signUp.searchParams.get('redirectUri')).toBe('/terms')
  })

  it('sends a visitor who rings the bell to login', async () => {
    const page = await open()
    await page.goto('/terms')
    await page.getByRole('banner').getByLabel('Notifications').click()
    await page.waitForURL((url) => url.pathname === '/login')
  })

  it('sends a visitor who picks Create > NFTs to login with the path', async () => {
    const page = await open()
    await page.goto('/terms')
    await page.getByRole('banner').getByRole('button', { name: 'Create' }).click()
    await page.getByRole('menuitem', { name: 'NFTs' }).click()
    await page.waitForURL((url) => url.pathname === '/login')
    expect(new URL(page.url()).searchParams.get('path')).toBe('/nftCreate')
  })

  it('shows the get-the-app QR code at 149x149', async () => {
    const page = await open()
    await page.goto('/')
    await page
      .getByRole('banner')
      .getByRole('button', { name: /get the app/i })
      .click()
    const qr = page.getByRole('img', { name: /qr/i }).first()
    const box = await qr.boundingBox()
    expect(box?.width).toBe(149)
    expect(box?.height).toBe(149)
  })

  it('shows the search icon only on / and /kid, opening a full search dialog with a back action', async () => {
    const page = await open()
    await page.goto('/terms')
    expect(await page.getByRole('banner').getByRole('button', { name: 'Search' }).count()).toBe(0)
    await page.goto('/')
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByPlaceholder('Search .kid names or address').waitFor()
    await dialog.getByRole('button', { name: 'Back' }).click()
    await dialog.waitFor({ state: 'detached' })
  })

  it('routes a searched term to the search page, cleaned and lowercased', async () => {
    const page = await open()
    await page.goto('/')
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click()
    const input = page.getByRole('dialog').getByPlaceholder('Search .kid names or address')
    await input.fill('  Hello World!  ')
    await input.press('Enter')
    await page.waitForURL((url) => url.pathname.startsWith('/search/'))
    expect(new URL(page.url()).pathname).toBe('/search/helloworld')
  })

  it('has the footer links, socials, store badges and the copyright line', async () => {
    const page = await open()
    await page.goto('/')
    const footer = page.getByRole('contentinfo')
    // Waited for: a server that has not drawn the footer since it started streams it after the page.
    for (const href of ['/terms', '/privacy', '/subscribe', '/contact-us', '/copyright']) {
      await footer.locator(`a[href="${href}"]`).first().waitFor()
    }
    for (const name of ['Telegram', 'Twitter', 'Discord', 'Email', 'Instagram']) {
      await footer.getByRole('link', { name, exact: true }).waitFor()
    }
    await footer.getByText(/2024 .*All Rights Reserved/).waitFor()
  })

  it("keeps the footer's code out of the first load; its store badges open the app-download choices, Coming Soon where no link is set", async () => {
    const page = await open()
    const footerCode = page.waitForResponse((r) => /\/assets\/Footer-[\w-]+\.js$/.test(r.url()))
    const response = await page.goto('/')
    // The first load is what the page's HTML preloads; the footer's script comes after hydration
    // (ui/hydrateAfterLoad.tsx), and only then do its buttons work.
    const preloaded = [...((await response?.text()) ?? '').matchAll(/rel="modulepreload" href="([^"]+)"/g)]
    expect(preloaded.length).toBeGreaterThan(3)
    expect(preloaded.filter(([, href]) => /\/Footer-/.test(href ?? ''))).toEqual([])
    await footerCode
    const dialog = page.getByRole('dialog')
    // Clicked again if the first click came between the script's arrival and its hydration.
    await expect
      .poll(async () => {
        if (!(await dialog.isVisible()))
          await page.getByRole('contentinfo').getByRole('button', { name: /iOS/ }).click()
        return dialog.getByText('Testflight').isVisible()
      })
      .toBe(true)
    await dialog.getByText('App Store').waitFor()
    expect(await dialog.getByText('Coming Soon').count()).toBeGreaterThan(0)
    await page.keyboard.press('Escape')
    await page
      .getByRole('contentinfo')
      .getByRole('button', { name: /Android/ })
      .click()
    for (const entry of ['APK', 'APK test version', 'Google Play']) {
      await page.getByRole('dialog').getByText(entry, { exact: true }).waitFor()
    }
  })

  it('hides the header at phone width and keeps the page within 375 px', async () => {
    const page = await open(MOBILE)
    await page.goto('/')
    expect(await page.getByRole('banner').isVisible()).toBe(false)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
  })

  it('gives a phone that lands on an inner page the brand bar back home', async () => {
    const page = await open(MOBILE)
    await page.goto('/marketplace')
    expect(await page.getByRole('banner').isVisible()).toBe(false)
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'KID home' }).click()
    await page.waitForURL((url) => url.pathname === '/')
  })

  it('hides the header inside the native app', async () => {
    const page = await open()
    await page.goto('/?app=1')
    expect(await page.getByRole('banner').count()).toBe(0)
  })

  it('changes the header background once the page scrolls', async () => {
    const page = await open()
    await page.goto('/terms')
    const banner = page.getByRole('banner')
    const before = await banner.evaluate((el) => getComputedStyle(el).backgroundColor)
    await page.mouse.wheel(0, 800)
    await expect.poll(() => banner.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(before)
  })

  it('keeps the reader where they are when the page hydrates, and starts a new page at the top', async () => {
    const page = await open()
    await page.goto('/')
    await page.mouse.wheel(0, 1500)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
    // A reload puts the reader back at their place; the app hydrating must not throw them to the top.
    // The router asks for its route manifest once hydrated, after every effect of the first render.
    const hydrated = page.waitForRequest((request) => request.url().includes('/__manifest'))
    await page.reload()
    await hydrated
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)

    await page.getByRole('link', { name: 'Terms of Service' }).click()
    await page.waitForURL((url) => url.pathname === '/terms')
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })
})
