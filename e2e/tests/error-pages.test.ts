import { describe, expect, it } from 'vitest'
import { hasChromium, useBrowser } from '../support/journey.ts'

describe.runIf(hasChromium)('error pages', () => {
  const { open } = useBrowser()

  it('answers an unknown route with 404 and says the page could not be found', async () => {
    const page = await open()
    const response = await page.goto('/no/such/page')
    expect(response?.status()).toBe(404)
    await page.getByText('This page could not be found').waitFor()
    await page.getByRole('link', { name: /home/i }).first().waitFor()
  })

  it('shows the not-found texts on /404', async () => {
    const page = await open()
    await page.goto('/404')
    await page.getByText('page not found').waitFor()
    await page.getByText("Sorry, we can't find what you're looking for.").waitFor()
  })

  it('keeps the header and footer around the error', async () => {
    const page = await open()
    await page.goto('/no/such/page')
    await page.getByRole('banner').waitFor()
    await page.getByRole('contentinfo').waitFor()
  })
})
