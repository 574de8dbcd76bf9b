import { randomBytes } from 'node:crypto'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { seriousViolations } from '../support/axe.ts'
import { DESKTOP, MOBILE } from '../support/browser.ts'
import { hasChromium, useBrowser } from '../support/journey.ts'
import { mintMany, walletCreator } from '../support/market-catalog.ts'

/**
 * Issue #12 part 8: a person searches from the header's dialog, sees suggestions as they type,
 * goes to all the results, switches tabs and opens an item; the dialog remembers the search.
 */
describe.runIf(hasChromium)('searching KID', () => {
  const { open, baseURL } = useBrowser()
  const prefix = `Seek${randomBytes(3).toString('hex')}`
  const term = prefix.toLowerCase()

  beforeAll(async () => {
    await mintMany(baseURL, await walletCreator(baseURL), prefix, 2)
  })

  /** The header's search dialog, opened from its icon (the phones' top bar has it too). */
  async function openSearch(page: Page) {
    await page.getByRole('button', { name: 'Search', exact: true }).filter({ visible: true }).first().click()
    const dialog = page.getByRole('dialog', { name: 'Search' })
    const input = dialog.getByRole('combobox', { name: 'Search .kid names or address' })
    await input.waitFor()
    return { dialog, input }
  }

  for (const [width, options] of [
    [1440, DESKTOP],
    [375, MOBILE],
  ] as const) {
    it(`suggests as one types, then leads to the results, their tabs and an item, at ${width} px`, async () => {
      const page = await open(options)
      await page.goto('/')
      const { dialog, input } = await openSearch(page)
      await input.pressSequentially(` ${prefix}!`)
      const first = dialog.getByRole('option', { name: new RegExp(`^${prefix} [12] `) }).first()
      await first.waitFor()
      expect(await dialog.getByRole('option', { name: new RegExp(`^${prefix} `) }).count()).toBe(2)
      expect(await seriousViolations(page)).toEqual([])

      // The arrows walk the list: down to the first suggestion, up round to "See all results".
      await input.press('ArrowDown')
      expect(await first.getAttribute('aria-selected')).toBe('true')
      await input.press('ArrowUp')
      const seeAll = dialog.getByRole('option', { name: `See all results for “${term}”` })
      expect(await seeAll.getAttribute('aria-selected')).toBe('true')
      await input.press('Enter')
      await page.waitForURL((url) => url.pathname === `/search/${term}`)

      const tabs = page.getByRole('navigation', { name: 'Search results' })
      await tabs.getByRole('link', { name: 'NFTs 2' }).click()
      await page.waitForURL((url) => url.pathname === `/search/${term}/nfts`)
      const cards = page.getByRole('list', { name: 'NFTs' }).getByRole('link')
      await cards.first().waitFor()
      expect(await cards.count()).toBe(2)
      await cards.filter({ hasText: `${prefix} 1` }).click()
      await page.waitForURL((url) => url.pathname === '/nftdetails')
      await page.getByRole('heading', { name: `${prefix} 1`, level: 1 }).waitFor()

      // The dialog offers the search again, until the person clears it (on a wide screen the
      // header's search is on / and /kid only, spec 000 §2.4).
      await page.goto('/')
      const again = await openSearch(page)
      const recent = again.dialog.getByRole('option', { name: term, exact: true })
      await recent.waitFor()
      await again.dialog.getByRole('button', { name: 'Clear' }).click()
      await recent.waitFor({ state: 'detached' })
    })
  }

  it('keeps the results of a wallet address within a phone’s width', async () => {
    const creator = await walletCreator(baseURL)
    await mintMany(baseURL, creator, `${prefix}W`, 1)
    const page = await open(MOBILE)
    await page.goto(`/search/${creator.account.address.toLowerCase()}`)
    await page.getByRole('link', { name: `${prefix}W 1` }).waitFor()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  })

  it('says why a search found nothing and offers the marketplace', async () => {
    const page = await open()
    await page.goto(`/search/${term}zzz`)
    await page.getByRole('heading', { name: `No NFTs, collections or members match “${term}zzz”` }).waitFor()
    await page.getByRole('link', { name: 'Explore the marketplace' }).click()
    await page.waitForURL((url) => url.pathname === '/marketplace')
  })
})
