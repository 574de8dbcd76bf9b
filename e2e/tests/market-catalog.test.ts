import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { seriousViolations } from '../support/axe.ts'
import { MOBILE } from '../support/browser.ts'
import { hasChromium, useBrowser } from '../support/journey.ts'
import { dcCall } from '../support/market.ts'
import {
  createNftInUi,
  deployCollectionInUi,
  draftItem,
  fundedCreator,
  mintMany,
  walletCreator,
} from '../support/market-catalog.ts'

const tag = () => randomBytes(4).toString('hex')

describe.runIf(hasChromium)('the catalogue: creating and finding NFTs', () => {
  const { open, baseURL } = useBrowser()

  it('creates an NFT with the test wallet, mints it on chain and finds it on its item page, in the marketplace and on the creator page', async () => {
    const page = await open()
    await fundedCreator(page, baseURL)
    const name = `Sunrise${tag()}`

    await createNftInUi(page, {
      name,
      collection: 'KID Shared · ERC-721 · shared',
      property: ['Mood', 'Calm'],
    })
    expect(await page.getByText('Owner', { exact: true }).count()).toBe(1)
    await page.getByText('Calm').waitFor()
    // Minted: its details are frozen, so its creator can neither edit nor delete it, and reads why.
    expect(await page.getByRole('button', { name: 'Edit' }).count()).toBe(0)
    expect(await page.getByRole('button', { name: 'Delete' }).count()).toBe(0)
    expect(
      await page.getByText(/^Minted: its name, description, picture and properties are frozen/).count(),
    ).toBe(1)
    expect(await seriousViolations(page)).toEqual([])

    await page.goto(`/marketplace?q=${name}`)
    const cards = page.getByRole('list', { name: 'Items' }).getByRole('link')
    await expect.poll(() => cards.allTextContents()).toEqual([expect.stringContaining(name)])

    await cards.first().click()
    await page.getByText('Creator', { exact: true }).locator('xpath=following-sibling::a').click()
    await page.waitForURL(/\/personal\/marketplace\/created\/\d+/)
    await page
      .getByRole('list', { name: 'Created' })
      .getByRole('link', { name: new RegExp(name) })
      .waitFor()
  })

  it('creates a collection and deploys it from the wallet', async () => {
    const page = await open()
    await fundedCreator(page, baseURL)
    const name = `Tides ${tag()}`

    await page.goto('/personal/collections')
    await page.getByText('No collections yet').waitFor()
    // The shared collections are there from the start, in their own section.
    await page.getByRole('heading', { name: 'Shared collections' }).waitFor()
    await deployCollectionInUi(page, { name, symbol: 'TIDE', standard: 1155, royalty: '2.5' })
    const card = page.getByRole('listitem').filter({ hasText: name })
    await card.getByRole('link', { name }).click()
    await page.getByRole('heading', { level: 1, name }).waitFor()
  })

  it('browses with filters kept in the URL and loads the next page on scroll', async () => {
    const page = await open()
    const creator = await fundedCreator(page, baseURL)
    const prefix = `Wave${tag()}`
    await mintMany(baseURL, creator, prefix, 23)

    await page.goto(`/marketplace/721?q=${prefix}`)
    const cards = page.getByRole('list', { name: 'Items' }).getByRole('link')
    await expect.poll(() => cards.count()).toBe(20)
    await page.mouse.wheel(0, 100_000)
    await expect.poll(() => cards.count()).toBe(23)
    expect(await seriousViolations(page)).toEqual([])

    await page.getByLabel('Sort by').selectOption({ label: 'Recently created' })
    await page.getByRole('button', { name: 'Has offers' }).click()
    await page.waitForURL((url) => url.searchParams.get('status') === 'offers')
    expect(new URL(page.url()).pathname).toBe('/marketplace/721')
    await page.getByText('No items match these filters').waitFor()

    // The shared link opens the same view for anyone.
    const other = await open()
    await other.goto(page.url())
    expect(await other.getByRole('button', { name: 'Has offers' }).getAttribute('aria-pressed')).toBe('true')
    expect(await other.getByRole('searchbox', { name: 'Search items' }).inputValue()).toBe(prefix)
  })

  it('lets the creator edit and delete a draft that was never minted; nobody else sees it', async () => {
    const page = await open()
    const creator = await fundedCreator(page, baseURL)
    const draft = await draftItem(baseURL, creator, `Sketch ${tag()}`)

    await page.goto(`/nftdetails?id=${draft.id}`)
    await page.getByText('Not minted yet').first().waitFor()
    await page.getByRole('button', { name: 'Edit' }).click()
    const edit = page.getByRole('dialog', { name: 'Edit the draft' })
    await edit.getByLabel('Name').fill('Final sketch')
    await edit.getByRole('button', { name: 'Save' }).click()
    await page.getByRole('heading', { level: 1, name: 'Final sketch' }).waitFor()

    // A draft is its creator's alone: to anyone else the page does not exist.
    const visitor = await open()
    expect((await visitor.goto(`/nftdetails?id=${draft.id}`))?.status()).toBe(404)

    await page.getByRole('button', { name: 'Delete' }).click()
    await page
      .getByRole('dialog', { name: 'Delete the draft?' })
      .getByRole('button', { name: 'Delete' })
      .click()
    await page.waitForURL((url) => url.pathname === '/nftCreate')
    expect((await dcCall(baseURL, `item/open/info?id=${draft.id}`)).code).not.toBe(1511200)
  })

  it('ranks creators at /marketplace/creators: a tab beside the item kinds, the period in the URL, the next page on scroll, each row to the creator page, cards at 375 px', async () => {
    const prefix = `Rank${tag()}`
    // 21 creators of one NFT each: more than the first page of 20.
    await Promise.all(
      Array.from({ length: 21 }, async (_, n) =>
        mintMany(baseURL, await walletCreator(baseURL), `${prefix}c${n}z`, 1),
      ),
    )

    const page = await open()
    await page.goto('/')
    await page.getByRole('link', { name: 'View all' }).click()
    await page.waitForURL((url) => url.pathname === '/marketplace/creators')
    const tabs = page.getByRole('navigation', { name: 'Marketplace views' })
    expect(await tabs.getByRole('link', { name: 'Creators' }).getAttribute('aria-current')).toBe('page')
    const periods = page.getByRole('navigation', { name: 'Ranking period' })
    expect(await periods.getByRole('link', { name: '7 days' }).getAttribute('aria-current')).toBe('page')

    await periods.getByRole('link', { name: 'All time' }).click()
    await page.waitForURL((url) => url.searchParams.get('period') === 'all')
    await page.getByRole('columnheader', { name: 'Volume', exact: true }).waitFor()
    const rows = page.getByRole('table').locator('tbody tr')
    await expect.poll(() => rows.count()).toBe(20)
    await page.mouse.wheel(0, 100_000)
    await expect.poll(() => rows.count()).toBeGreaterThan(20)
    expect(await rows.first().locator('td').first().textContent()).toBe('1')
    expect(await seriousViolations(page)).toEqual([])

    const first = rows.first().getByRole('link')
    const name = (await first.textContent()) ?? ''
    await first.click()
    await page.waitForURL(/\/personal\/(marketplace\/created\/\d+|creator\?)/)
    await page.getByRole('heading', { level: 1, name }).waitFor()

    // On a phone the table becomes cards, the Creators tab scrolled into view, nothing wider than the screen.
    const phone = await open(MOBILE)
    await phone.goto('/marketplace/creators?period=all')
    const ranking = phone.getByRole('region', { name: 'Top creators' })
    expect(await ranking.getByRole('table').isVisible()).toBe(false)
    await expect.poll(() => ranking.getByRole('listitem').count()).toBe(20)
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBe(375)
    const tab = phone
      .getByRole('navigation', { name: 'Marketplace views' })
      .getByRole('link', { name: 'Creators' })
    // Brought into view once the page hydrates.
    await expect
      .poll(() => tab.evaluate((el) => el.getBoundingClientRect().right <= window.innerWidth))
      .toBe(true)
    expect(await seriousViolations(phone)).toEqual([])
  })
})
