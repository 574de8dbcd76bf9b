import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { person, uniqueIp } from '../support/account.ts'
import { DESKTOP, MOBILE } from '../support/browser.ts'
import { hasChromium, inLanes, useBrowser } from '../support/journey.ts'
import { pickTestWallet } from '../support/market.ts'
import { mintMany, walletCreator } from '../support/market-catalog.ts'
import { freshDevAccount, installTestWallet } from '../support/test-wallet.ts'

/**
 * The link walker (issue #12): every link a person can follow from the main pages, the MENU drawer
 * and the wallet card, as a visitor and as a member, at 1440 and 375 px, leads to a page, never to
 * 'This page could not be found'. A domain's links appear with its pages (apps/web lib/domains.ts);
 * this keeps them honest as every later issue adds pages.
 */
// A walk loads a dozen pages and follows every link: about half a minute, near the default minute
// on a loaded machine.
describe.runIf(hasChromium)('no main page links to a 404', { timeout: 180_000 }, () => {
  const { open, baseURL } = useBrowser()
  /** The KID wallet's views a member without a KID wallet is offered one on. */
  const WALLET_PAGES = ['/wallet', '/wallet/settings/info', '/wallet/settings/email']
  /** The item, collection and creator pages, found by following the marketplace's own links; search. */
  const pages = ['/', '/marketplace', '/bricks/rules']
  /** What each kind of person already followed: the phone walk finds mostly the desktop's links. */
  const followed = { visitor: new Set<string>(), member: new Set<string>() }

  beforeAll(async () => {
    const prefix = `Walker${Date.now().toString(36)}`
    await mintMany(baseURL, await walletCreator(baseURL), prefix, 2)
    // The search page of those items: its tabs, cards and people lead on.
    pages.push('/search', `/search/${prefix.toLowerCase()}`)
    const page = await open()
    await page.goto('/marketplace')
    const item = await firstHref(page, 'a[href^="/nftdetails"]')
    await page.goto(item)
    pages.push(
      item,
      await firstHref(page, 'a[href^="/personal/collection/"]'),
      await firstHref(page, 'a[href^="/personal/marketplace/created/"], a[href^="/personal/creator"]'),
    )
  })

  for (const [width, options] of [
    [1440, DESKTOP],
    [375, MOBILE],
  ] as const) {
    // Each person has a client IP of their own: the walk asks for many pages, and on the shared
    // loopback address the per-IP limit would answer for other journeys' requests too.
    it(`as a visitor at ${width} px`, async () => {
      const page = await open(person(uniqueIp(), options))
      const links = await walk(page, pages)
      expect(links.size).toBeGreaterThan(10)
      expect(await notFound(page, links, followed.visitor)).toEqual([])
    })

    it(`as a member with a wallet at ${width} px`, async () => {
      const page = await open(person(uniqueIp(), options))
      await installTestWallet(page, { account: freshDevAccount(), chainId: 31337 })
      await page.goto('/login')
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      await pickTestWallet(page)
      await page.waitForURL((url) => url.pathname === '/')
      const links = await walk(page, [...pages, '/profile', '/bricks', ...WALLET_PAGES], { walletCard: true })
      expect(links.size).toBeGreaterThan(10)
      expect(await notFound(page, links, followed.member)).toEqual([])
    })
  }
})

async function firstHref(page: Page, selector: string): Promise<string> {
  const link = page.locator(selector).first()
  await link.waitFor()
  return (await link.getAttribute('href')) as string
}

/** Same-origin links on each page once hydrated, with those of the MENU drawer and the wallet card. */
async function walk(page: Page, paths: string[], { walletCard = false } = {}): Promise<Map<string, string>> {
  const found = new Map<string, string>()
  const collect = async (where: string) => {
    const hrefs = await page.$$eval('a[href]', (anchors) =>
      anchors.map((a) => (a as HTMLAnchorElement).href).filter((href) => href.startsWith(location.origin)),
    )
    for (const href of hrefs) if (!found.has(href)) found.set(href, where)
  }
  for (const path of paths) {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    await collect(path)
    for (const [label, name] of [
      ['Open menu', 'MENU'],
      ...(walletCard ? [['Open wallet card', 'Wallet card']] : []),
    ]) {
      const button = page.getByRole('button', { name: label }).filter({ visible: true }).first()
      if ((await button.count()) === 0) continue
      await button.click()
      await page.getByRole('dialog', { name }).waitFor()
      await collect(`${path} (${name})`)
      await page.keyboard.press('Escape')
      await page.getByRole('dialog', { name }).waitFor({ state: 'detached' })
    }
  }
  return found
}

/**
 * Every link not yet `followed` that answers 404 (after any redirect, with the page's cookies), with
 * where it was seen. A few requests at a time: the server renders while the next one travels.
 */
async function notFound(page: Page, links: Map<string, string>, followed: Set<string>): Promise<string[]> {
  const dead: string[] = []
  const unseen = [...links].filter(([href]) => !followed.has(href))
  await inLanes(unseen, 4, async ([href, where]) => {
    followed.add(href)
    const response = await page.request.get(href)
    if (response.status() === 404) dead.push(`${new URL(href).pathname}${new URL(href).search} (on ${where})`)
  })
  return dead.sort()
}
