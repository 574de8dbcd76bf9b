import { randomBytes } from 'node:crypto'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { hasChromium, useBrowser } from '../support/journey.ts'
import { createNftInUi, fundedCreator } from '../support/market-catalog.ts'

/** What a person sees of the create page: its heading, the creator center's current section, the form's fields. */
async function createPage(page: Page) {
  const main = page.getByRole('main')
  // The collections arrive after the first paint, and with them the fields the chosen one needs.
  await expect.poll(() => main.getByLabel('Collection').locator('option').count()).toBeGreaterThan(0)
  return {
    heading: await main.getByRole('heading', { level: 1 }).textContent(),
    current: await main
      .getByRole('navigation', { name: 'Creator center' })
      .locator('[aria-current="page"]')
      .textContent(),
    fields: await main.locator('label').allTextContents(),
    create: await main.getByRole('button', { name: 'Create', exact: true }).count(),
  }
}

describe.runIf(hasChromium)('creating an NFT: /nftCreate and /creator-center/upload are one flow', () => {
  const { open, baseURL } = useBrowser()

  it('shows the same page at both addresses, in the creator center, and mints from the creator center’s', async () => {
    // The loopback's own address: the test wallet's calls to the node must not carry x-real-ip (CORS).
    const page = await open()
    await fundedCreator(page, baseURL)

    await page.goto('/nftCreate')
    const fromHeader = await createPage(page)
    await page.goto('/creator-center/upload')
    const fromCenter = await createPage(page)
    expect(fromHeader).toEqual(fromCenter)
    expect(fromCenter).toMatchObject({ heading: 'Create an NFT', current: 'Upload', create: 1 })
    expect(fromCenter.fields).toEqual(expect.arrayContaining(['Name', 'Description', 'Collection']))

    const name = `Harbour${randomBytes(4).toString('hex')}`
    await createNftInUi(
      page,
      { name, collection: 'KID Shared · ERC-721 · shared', property: ['Light', 'Dawn'] },
      '/creator-center/upload',
    )
    await page.getByText('Dawn').waitFor()
  })
})
