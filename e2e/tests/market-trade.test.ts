import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { hasChromium, useBrowser } from '../support/journey.ts'
import {
  advanceChain,
  flowDone,
  giveWeth,
  itemIdByName,
  ownerShown,
  transactionDialog,
} from '../support/market.ts'
import { fundedCreator, mintMany } from '../support/market-catalog.ts'

describe.runIf(hasChromium)('trading on the item page', () => {
  const { open, baseURL } = useBrowser()

  it('A lists an NFT at a fixed price in ETH; B buys it; both see B as the owner, B sees the sale in the activity; A earns the price net of the fee', async () => {
    const seller = await open()
    const a = await fundedCreator(seller, baseURL)
    const prefix = `Harbor${randomBytes(4).toString('hex')}`
    await mintMany(baseURL, a, prefix, 1)
    const itemPage = `/nftdetails?id=${await itemIdByName(baseURL, prefix)}`

    await seller.goto(itemPage)
    await seller.getByRole('button', { name: 'List for sale' }).click()
    const form = seller.getByRole('dialog', { name: 'List for sale' })
    await form.getByLabel('Currency').selectOption('ETH')
    await form.getByLabel('Price').fill('0.5')
    await form.getByRole('button', { name: 'Complete listing' }).click()
    const listing = await transactionDialog(seller, 'List for sale')
    await flowDone(listing)
    // Approve once, sign the listing, publish it: three steps, all done.
    expect(
      await listing.getByRole('listitem').evaluateAll((li) => li.map((l) => l.getAttribute('aria-label'))),
    ).toEqual(['Approve the collection: done', 'Sign the listing: done', 'Publish the listing: done'])
    await listing.getByRole('button', { name: 'Done' }).click()
    await seller.getByRole('button', { name: 'Cancel listing' }).waitFor()

    const buyer = await open()
    const b = await fundedCreator(buyer, baseURL)
    await buyer.goto(itemPage)
    await buyer.getByRole('button', { name: 'Buy now' }).click()
    const purchase = await transactionDialog(buyer, 'Buy now')
    await flowDone(purchase)
    await purchase.getByRole('button', { name: 'Done' }).click()

    const short = b.account.address.slice(0, 8).toLowerCase()
    await expect.poll(() => ownerShown(buyer)).toContain(short)
    await buyer.getByRole('button', { name: 'List for sale' }).waitFor()
    await buyer.reload()
    await buyer.getByRole('tab', { name: 'Activity' }).click()
    await buyer.getByRole('cell', { name: 'Sale', exact: true }).first().waitFor()
    await seller.reload()
    await expect.poll(() => ownerShown(seller)).toContain(short)
    expect(await seller.getByRole('button', { name: 'Buy now' }).count()).toBe(0)

    // 0.5 ETH less the 2.5 % fixed-price fee (the item carries no royalty): what A's sale earned.
    await seller.goto('/personal/earnings')
    await seller.getByRole('list', { name: 'Totals' }).getByText('0.4875 ETH').waitFor()
  })

  it('lists two items from /sellList with one signature; each shows its own price and can be bought', async () => {
    const seller = await open()
    const a = await fundedCreator(seller, baseURL)
    const prefix = `Dune${randomBytes(4).toString('hex')}`
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
    const steps = await transactionDialog(seller, 'List 2 items')
    await flowDone(steps)
    const labels = await steps
      .getByRole('listitem')
      .evaluateAll((li) => li.map((l) => l.getAttribute('aria-label')))
    expect(labels.filter((l) => l?.startsWith('Sign'))).toEqual(['Sign all listings: done'])
    await steps.getByRole('button', { name: 'Done' }).click()
    await seller.waitForURL((url) => url.pathname === '/sellList')
    await seller.getByText('Nothing to sell yet').waitFor()

    const buyer = await open()
    const b = await fundedCreator(buyer, baseURL)
    await buyer.goto(`/nftdetails?id=${await itemIdByName(baseURL, `${prefix} 2`)}`)
    await buyer.getByText('0.2 ETH').first().waitFor()
    await buyer.getByRole('button', { name: 'Buy now' }).click()
    const purchase = await transactionDialog(buyer, 'Buy now')
    await flowDone(purchase)
    await purchase.getByRole('button', { name: 'Done' }).click()
    await expect.poll(() => ownerShown(buyer)).toContain(b.account.address.slice(0, 8).toLowerCase())
  })

  it('A auctions an NFT in WETH; B and C bid (5% minimum raise shown); after the end A delivers to C', async () => {
    const seller = await open()
    const a = await fundedCreator(seller, baseURL)
    const prefix = `Reef${randomBytes(4).toString('hex')}`
    await mintMany(baseURL, a, prefix, 1)
    const itemPage = `/nftdetails?id=${await itemIdByName(baseURL, prefix)}`

    await seller.goto(itemPage)
    await seller.getByRole('button', { name: 'List for sale' }).click()
    const form = seller.getByRole('dialog', { name: 'List for sale' })
    await form.getByRole('button', { name: 'Auction' }).click()
    await form.getByLabel('Currency').selectOption('WETH')
    await form.getByLabel('Reserve price').fill('0.1')
    await form.getByLabel('Duration').selectOption({ label: '1 day' })
    await form.getByRole('button', { name: 'Complete listing' }).click()
    const listing = await transactionDialog(seller, 'List for sale')
    await flowDone(listing)
    await listing.getByRole('button', { name: 'Done' }).click()

    const bid = async (price: string, minimum: string) => {
      const page = await open()
      const member = await fundedCreator(page, baseURL)
      await giveWeth(baseURL, member.account, 10n ** 18n)
      await page.goto(itemPage)
      await page.getByRole('button', { name: 'Place bid' }).click()
      const dialog = page.getByRole('dialog', { name: 'Place bid' })
      await dialog.getByText(`Minimum: ${minimum} WETH`).waitFor()
      await dialog.getByLabel('Your bid (WETH)').fill(price)
      await dialog.getByRole('button', { name: 'Place bid' }).click()
      const steps = await transactionDialog(page, 'Place bid')
      await flowDone(steps)
      await steps.getByRole('button', { name: 'Done' }).click()
      return member
    }
    await bid('0.1', '0.1')
    const c = await bid('0.2', '0.105')

    await advanceChain(baseURL, 2 * 86_400)
    await seller.reload()
    await seller.getByRole('button', { name: 'Deliver' }).click()
    const delivery = await transactionDialog(seller, 'Deliver')
    await flowDone(delivery)
    await delivery.getByRole('button', { name: 'Done' }).click()
    await expect.poll(() => ownerShown(seller)).toContain(c.account.address.slice(0, 8).toLowerCase())
  })

  it('offers in WETH on a listing: C offers then cancels, B offers, A accepts and B owns the item', async () => {
    const seller = await open()
    const a = await fundedCreator(seller, baseURL)
    const prefix = `Cove${randomBytes(4).toString('hex')}`
    await mintMany(baseURL, a, prefix, 1)
    const itemPage = `/nftdetails?id=${await itemIdByName(baseURL, prefix)}`
    await seller.goto(itemPage)
    await seller.getByRole('button', { name: 'List for sale' }).click()
    const form = seller.getByRole('dialog', { name: 'List for sale' })
    await form.getByLabel('Currency').selectOption('WETH')
    await form.getByLabel('Price').fill('1')
    await form.getByRole('button', { name: 'Complete listing' }).click()
    const listing = await transactionDialog(seller, 'List for sale')
    await flowDone(listing)
    await listing.getByRole('button', { name: 'Done' }).click()

    const offer = async (price: string) => {
      const page = await open()
      const member = await fundedCreator(page, baseURL)
      await giveWeth(baseURL, member.account, 10n ** 18n)
      await page.goto(itemPage)
      await page.getByRole('button', { name: 'Make offer' }).click()
      const dialog = page.getByRole('dialog', { name: 'Make offer' })
      await dialog.getByLabel('Your offer (WETH)').fill(price)
      await dialog.getByRole('button', { name: 'Make offer' }).click()
      const steps = await transactionDialog(page, 'Make offer')
      await flowDone(steps)
      await steps.getByRole('button', { name: 'Done' }).click()
      return { page, member }
    }
    const c = await offer('0.6')
    await c.page.getByRole('button', { name: 'Cancel offer' }).click()
    await c.page.getByRole('button', { name: 'Cancel offer' }).waitFor({ state: 'detached' })
    const b = await offer('0.5')

    await seller.reload()
    await seller.getByText('Best offer').waitFor()
    await seller.getByRole('button', { name: 'Accept offer' }).click()
    const accept = await transactionDialog(seller, 'Accept offer')
    await flowDone(accept)
    await accept.getByRole('button', { name: 'Done' }).click()
    await expect.poll(() => ownerShown(seller)).toContain(b.member.account.address.slice(0, 8).toLowerCase())
  })

  it('A lowers the price of a listing (no on-chain step), then cancels it on chain; the item is no longer for sale; a visitor is sent to log in first', async () => {
    const seller = await open()
    const a = await fundedCreator(seller, baseURL)
    const prefix = `Mesa${randomBytes(4).toString('hex')}`
    await mintMany(baseURL, a, prefix, 1)
    await seller.goto(`/nftdetails?id=${await itemIdByName(baseURL, prefix)}`)
    await seller.getByRole('button', { name: 'List for sale' }).click()
    const form = seller.getByRole('dialog', { name: 'List for sale' })
    await form.getByLabel('Currency').selectOption('ETH')
    await form.getByLabel('Price').fill('1')
    await form.getByRole('button', { name: 'Complete listing' }).click()
    const listing = await transactionDialog(seller, 'List for sale')
    await flowDone(listing)
    await listing.getByRole('button', { name: 'Done' }).click()

    await seller.getByRole('button', { name: 'Edit price' }).click()
    const edit = seller
      .getByRole('dialog', { name: 'Edit price' })
      .filter({ has: seller.getByLabel('New price (ETH)') })
    await edit.getByLabel('New price (ETH)').fill('0.8')
    await edit.getByRole('button', { name: 'Save price' }).click()
    const steps = await transactionDialog(seller, 'Edit price')
    await flowDone(steps)
    // A lower price keeps the nonce: whoever fills the old signature pays more, so nothing to cancel.
    expect(await steps.getByText(/^Transaction 0x/).count()).toBe(0)
    await steps.getByRole('button', { name: 'Done' }).click()
    await seller.getByText('0.8 ETH').first().waitFor()

    // A visitor who is not signed in is sent to log in first, and comes back to the item.
    const visitor = await open()
    await visitor.goto(new URL(seller.url()).pathname + new URL(seller.url()).search)
    await visitor.getByRole('button', { name: 'Buy now' }).click()
    await visitor.waitForURL((url) => url.pathname === '/login')
    expect(new URL(visitor.url()).searchParams.get('path')).toBe(
      new URL(seller.url()).pathname + new URL(seller.url()).search,
    )

    await seller.getByRole('button', { name: 'Cancel listing' }).click()
    const cancel = await transactionDialog(seller, 'Cancel listing')
    await flowDone(cancel)
    // The signed listing was public, so the chain must forget it too: a real cancel transaction.
    await cancel.getByText(/^Transaction 0x/).waitFor()
    await cancel.getByRole('button', { name: 'Done' }).click()
    await seller.getByRole('button', { name: 'List for sale' }).waitFor()
  })
})
