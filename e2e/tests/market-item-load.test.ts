import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { hasChromium, useBrowser } from '../support/journey.ts'
import { itemIdByName } from '../support/market.ts'
import { mintMany } from '../support/market-catalog.ts'
import { fundedMember, itemPath, listAtPrice, uniqueName } from '../support/trade-steps.ts'

/** Text only the trade flows hold (the listing dialog's button), and viem's version tag of its errors. */
const FLOWS = 'Complete listing'
const VIEM = 'viem@'

/** Every script the page fetches from now on; `with(text)` names those whose code holds `text`. */
function scripts(page: Page) {
  const bodies = new Map<string, Promise<string>>()
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.js'))
      bodies.set(
        response.url(),
        response.text().catch(() => ''),
      )
  })
  return {
    with: async (text: string) => {
      const found: string[] = []
      for (const [url, body] of bodies) if ((await body).includes(text)) found.push(url)
      return found
    },
  }
}

/** A member holding a new NFT (minted from Node), and its item page. */
async function holderOfNewItem(open: () => Promise<Page>, baseURL: string, word: string) {
  const holder = await fundedMember(open, baseURL)
  const name = uniqueName(word)
  await mintMany(baseURL, holder, name, 1)
  return { ...holder, itemPage: itemPath(await itemIdByName(baseURL, name)) }
}

describe.runIf(hasChromium)('the item page loads its trade flows on demand', () => {
  const { open, baseURL } = useBrowser()

  it('shows a holder List for sale and a visitor Buy now without the wallet code; the first click loads it', async () => {
    const { page: seller, itemPage } = await holderOfNewItem(open, baseURL, 'Hush')
    const sellerScripts = scripts(seller)
    await seller.goto(itemPage)
    await seller.getByRole('button', { name: 'List for sale' }).waitFor()
    await seller.waitForLoadState('networkidle')
    expect(await sellerScripts.with(FLOWS)).toEqual([])
    expect(await sellerScripts.with(VIEM)).toEqual([])
    // The click fetches the flows; the listing dialog and the wallet flow then run as ever.
    await listAtPrice(seller, { currency: 'ETH', price: '0.2' })
    expect(await sellerScripts.with(FLOWS)).not.toEqual([])
    expect(await sellerScripts.with(VIEM)).not.toEqual([])

    const visitor = await open()
    const visitorScripts = scripts(visitor)
    await visitor.goto(itemPage)
    const buy = visitor.getByRole('button', { name: 'Buy now' })
    await buy.waitFor()
    await visitor.waitForLoadState('networkidle')
    expect(await visitorScripts.with(FLOWS)).toEqual([])
    expect(await visitorScripts.with(VIEM)).toEqual([])
    // The flow's own first step for someone signed out: sign in, then come back to this item.
    await buy.click()
    await visitor.waitForURL((url) => url.pathname === '/login')
    expect(await visitorScripts.with(FLOWS)).not.toEqual([])
  })

  it('a flow whose code fails to load reloads the page once, then asks to try again with the button still there', async () => {
    const { page, itemPage } = await holderOfNewItem(open, baseURL, 'Gone')
    await page.route(/\/assets\/TradeFlows-[\w-]+\.js$/, (route) => route.abort())
    await page.goto(itemPage)
    const list = page.getByRole('button', { name: 'List for sale' })
    await list.waitFor()
    // A click (without the hover's prefetch): the chunk fails and chunkReload reloads the page.
    await Promise.all([page.waitForEvent('load'), list.dispatchEvent('click')])
    await list.waitFor()
    // Within a minute of that reload the guard refuses another: the page says to try again.
    await list.dispatchEvent('click')
    await page.getByText('Please try again', { exact: true }).waitFor()
    expect(await list.isEnabled()).toBe(true)
    expect(await list.getAttribute('aria-busy')).toBeNull()
    expect(await page.getByRole('dialog', { name: 'List for sale' }).count()).toBe(0)
  })
})
