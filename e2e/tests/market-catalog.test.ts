import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { seriousViolations } from '../support/axe.ts'
import { hasChromium, useBrowser } from '../support/journey.ts'
import { dcCall, transactionDialog } from '../support/market.ts'
import { draftItem, fundedCreator, mintMany, PNG } from '../support/market-catalog.ts'

const tag = () => randomBytes(4).toString('hex')

describe.runIf(hasChromium)('the catalogue: creating and finding NFTs', () => {
  const { open, baseURL } = useBrowser()

  it('creates an NFT with the test wallet, mints it on chain and finds it on its item page, in the marketplace and on the creator page', async () => {
    const page = await open()
    await fundedCreator(page, baseURL)
    const name = `Sunrise${tag()}`

    await page.goto('/nftCreate')
    await page
      .getByLabel('Media file')
      .setInputFiles({ name: 'sunrise.png', mimeType: 'image/png', buffer: PNG })
    await page.getByRole('img', { name: 'Preview of the uploaded file' }).waitFor()
    await page.getByLabel('Name').fill(name)
    await page.getByLabel('Description').fill('First light over the bay.')
    await page.getByRole('button', { name: 'Add property' }).click()
    await page.getByLabel('Property 1 name').fill('Mood')
    await page.getByLabel('Property 1 value').fill('Calm')
    await page.getByLabel('Collection').selectOption({ label: 'KID Shared · ERC-721 · shared' })
    await page.getByRole('main').getByRole('button', { name: 'Create', exact: true }).click()

    const steps = await transactionDialog(page, 'Create your NFT')
    await steps.getByText('All done.').waitFor({ timeout: 60_000 })
    await steps.getByRole('button', { name: 'Done' }).click()

    await page.waitForURL(/\/nftdetails\?id=\d+/)
    await page.getByRole('heading', { level: 1, name }).waitFor()
    expect(await page.getByText('Owner', { exact: true }).count()).toBe(1)
    expect(await page.getByText('Calm').isVisible()).toBe(true)
    // Minted and not listed: its creator may still edit it, but not delete it.
    expect(await page.getByRole('button', { name: 'Edit' }).count()).toBe(1)
    expect(await page.getByRole('button', { name: 'Delete' }).count()).toBe(0)
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
    await page.getByRole('button', { name: 'Create collection' }).click()
    const form = page.getByRole('dialog', { name: 'Create collection' })
    await form.getByLabel('ERC-1155').check()
    await form.getByLabel('Name').fill(name)
    await form.getByLabel('Symbol').fill('TIDE')
    await form.getByLabel('Royalty %').fill('2.5')
    await form.getByRole('button', { name: 'Create collection' }).click()

    const steps = await transactionDialog(page, `Deploy ${name}`)
    await steps.getByText('All done.').waitFor({ timeout: 60_000 })
    await steps.getByRole('button', { name: 'Done' }).click()

    const card = page.getByRole('listitem').filter({ hasText: name })
    await card.getByText('ERC-1155').waitFor()
    await expect.poll(() => card.getByText('Not deployed').count()).toBe(0)
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
})
