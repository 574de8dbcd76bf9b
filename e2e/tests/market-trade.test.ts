import { describe, expect, it } from 'vitest'
import { seriousViolations } from '../support/axe.ts'
import { hasChromium, useBrowser } from '../support/journey.ts'
import { advanceChain, completeFlow, itemIdByName, ownerShown } from '../support/market.ts'
import { mintMany } from '../support/market-catalog.ts'
import {
  buyNow,
  creatorOnNewItem,
  fundedMember,
  itemPath,
  listAtPrice,
  listAuction,
  makeOffer,
  placeBid,
  shortAddress,
  stepLabels,
  uniqueName,
  wethHolder,
} from '../support/trade-steps.ts'

describe.runIf(hasChromium)('trading on the item page', () => {
  const { open, baseURL } = useBrowser()

  it('lists two items from /sellList with one signature; each shows its own price and can be bought', async () => {
    const a = await fundedMember(open, baseURL)
    const seller = a.page
    const prefix = uniqueName('Dune')
    await mintMany(baseURL, a, prefix, 2)

    await seller.goto('/sellList')
    const picks = seller.getByRole('list', { name: 'Items to sell' })
    await picks.getByLabel(`${prefix} 1`).check()
    await picks.getByLabel(`${prefix} 2`).check()
    await seller.getByRole('link', { name: 'Sell 2 selected' }).click()
    await seller.waitForURL(/\/sellConfig\?ids=/)
    await seller.getByLabel(`Price of ${prefix} 1 (ETH)`).fill('0.1')
    await seller.getByLabel(`Price of ${prefix} 2 (ETH)`).fill('0.2')
    await seller.getByRole('button', { name: 'List 2 items' }).click()
    await completeFlow(seller, 'List 2 items', async (steps) => {
      const labels = await stepLabels(steps)
      expect(labels.filter((l) => l?.startsWith('Sign'))).toEqual(['Sign all listings: done'])
    })
    await seller.waitForURL((url) => url.pathname === '/sellList')
    await seller.getByText('Nothing to sell yet').waitFor()

    const b = await fundedMember(open, baseURL)
    await b.page.goto(itemPath(await itemIdByName(baseURL, `${prefix} 2`)))
    await b.page.getByText('0.2 ETH').first().waitFor()
    await buyNow(b.page)
    await expect.poll(() => ownerShown(b.page)).toContain(shortAddress(b))
  })

  it('A auctions an NFT in WETH; B and C bid (5% minimum raise shown); after the end A delivers to C', async () => {
    const { page: seller, itemPage } = await creatorOnNewItem(open, baseURL, 'Reef')
    await listAuction(seller, { currency: 'WETH', reserve: '0.1', duration: '1 day' })
    // The time left, by the chain's clock: about a day (the listing's days may run from the
    // computer's clock when it is ahead of the chain's).
    await seller
      .getByRole('timer', { name: /^Auction ends in (1 day, 0 hours|23 hours), \d+ minutes?$/ })
      .waitFor()
    expect(await seriousViolations(seller)).toEqual([])

    const b = await wethHolder(open, baseURL)
    await b.page.goto(itemPage)
    await placeBid(b.page, '0.1', '0.1')
    const c = await wethHolder(open, baseURL)
    await c.page.goto(itemPage)
    await placeBid(c.page, '0.2', '0.105')

    await advanceChain(baseURL, 2 * 86_400)
    await seller.reload()
    await seller.getByText('Auction ended').waitFor()
    await seller.getByRole('button', { name: 'Deliver' }).click()
    await completeFlow(seller, 'Deliver')
    await expect.poll(() => ownerShown(seller)).toContain(shortAddress(c))
  })

  it('offers in WETH on a listing: C offers then cancels, B offers, A accepts and B owns the item', async () => {
    const { page: seller, itemPage } = await creatorOnNewItem(open, baseURL, 'Cove')
    await listAtPrice(seller, { currency: 'WETH', price: '1' })

    const c = await wethHolder(open, baseURL)
    await c.page.goto(itemPage)
    await makeOffer(c.page, '0.6')
    await c.page.getByRole('button', { name: 'Cancel offer' }).click()
    await c.page.getByRole('button', { name: 'Cancel offer' }).waitFor({ state: 'detached' })
    const b = await wethHolder(open, baseURL)
    await b.page.goto(itemPage)
    await makeOffer(b.page, '0.5')

    await seller.reload()
    await seller.getByText('Best offer').waitFor()
    await seller.getByRole('button', { name: 'Accept offer' }).click()
    await completeFlow(seller, 'Accept offer')
    await expect.poll(() => ownerShown(seller)).toContain(shortAddress(b))
  })

  it('A lowers the price of a listing (no on-chain step), then cancels it on chain; the item is no longer for sale; a visitor is sent to log in first', async () => {
    const { page: seller, itemPage } = await creatorOnNewItem(open, baseURL, 'Mesa')
    await listAtPrice(seller, { currency: 'ETH', price: '1' })

    await seller.getByRole('button', { name: 'Edit price' }).click()
    const edit = seller
      .getByRole('dialog', { name: 'Edit price' })
      .filter({ has: seller.getByLabel('New price (ETH)') })
    await edit.getByLabel('New price (ETH)').fill('0.8')
    await edit.getByRole('button', { name: 'Save price' }).click()
    await completeFlow(seller, 'Edit price', async (steps) => {
      // A lower price keeps the nonce: whoever fills the old signature pays more, so nothing to cancel.
      expect(await steps.getByText(/^Transaction 0x/).count()).toBe(0)
    })
    await seller.getByText('0.8 ETH').first().waitFor()

    // A visitor who is not signed in is sent to log in first, and comes back to the item.
    const visitor = await open()
    await visitor.goto(itemPage)
    await visitor.getByRole('button', { name: 'Buy now' }).click()
    await visitor.waitForURL((url) => url.pathname === '/login')
    expect(new URL(visitor.url()).searchParams.get('path')).toBe(itemPage)

    await seller.getByRole('button', { name: 'Cancel listing' }).click()
    await completeFlow(seller, 'Cancel listing', async (steps) => {
      // The signed listing was public, so the chain must forget it too: a real cancel transaction.
      await steps.getByText(/^Transaction 0x/).waitFor()
    })
    await seller.getByRole('button', { name: 'List for sale' }).waitFor()
  })
})
