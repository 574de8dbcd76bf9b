import { randomBytes } from 'node:crypto'
import type { OrderView } from '@kid/shared/market/trade'
import type { ItemInfo } from '@kid/shared/market/views'
import type { Page } from 'playwright-core'
import { parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { hasChromium, useBrowser } from '../support/journey.ts'
import {
  dcCall,
  editionBalance,
  fillableOnChain,
  flowDone,
  giveWeth,
  itemIdByName,
  mintEdition,
  transactionDialog,
  wethBalance,
} from '../support/market.ts'
import { fundedCreator, mintMany } from '../support/market-catalog.ts'

const stepLabels = (steps: ReturnType<Page['getByRole']>) =>
  steps.getByRole('listitem').evaluateAll((li) => li.map((l) => l.getAttribute('aria-label')))

/** The seller lists the item open on `page` at a fixed price (one copy, or `copies` of an ERC-1155). */
async function listItem(page: Page, currency: string, price: string, copies?: string) {
  await page.getByRole('button', { name: 'List for sale' }).click()
  const form = page.getByRole('dialog', { name: 'List for sale' })
  await form.getByLabel('Currency').selectOption(currency)
  await form.getByLabel('Price').fill(price)
  if (copies) await form.getByLabel('Copies').fill(copies)
  await form.getByRole('button', { name: 'Complete listing' }).click()
  const steps = await transactionDialog(page, 'List for sale')
  await flowDone(steps)
  await steps.getByRole('button', { name: 'Done' }).click()
}

describe.runIf(hasChromium)('more trading journeys', () => {
  const { open, baseURL } = useBrowser()

  it('A cancels all listings from /sellList in one transaction; B sees neither item for sale and a kept signature no longer buys', async () => {
    const seller = await open()
    const a = await fundedCreator(seller, baseURL)
    const prefix = `Tide${randomBytes(4).toString('hex')}`
    await mintMany(baseURL, a, prefix, 2)
    const ids = [await itemIdByName(baseURL, `${prefix} 1`), await itemIdByName(baseURL, `${prefix} 2`)]
    for (const id of ids) {
      await seller.goto(`/nftdetails?id=${id}`)
      await listItem(seller, 'ETH', '0.1')
      await seller.getByRole('button', { name: 'Cancel listing' }).waitFor()
    }

    // While listed, the signed listing is public: B keeps a copy of the first one.
    const buyer = await open()
    const b = await fundedCreator(buyer, baseURL)
    const info = await dcCall<ItemInfo>(baseURL, `item/open/info?id=${ids[0]}`)
    const kept = await dcCall<OrderView>(
      baseURL,
      `item/sale/detail/${ids[0]}/${info.data.listing?.orderId}`,
      {
        token: b.token,
      },
    )
    expect(await fillableOnChain(baseURL, b.account, kept.data)).toBe(true)

    await seller.goto('/sellList')
    const mine = seller.getByRole('region', { name: 'Your listings' })
    await mine.getByText('2 items are on sale.').waitFor()
    await mine.getByRole('button', { name: 'Cancel all listings' }).click()
    const confirm = seller.getByRole('dialog', { name: 'Cancel all listings?' })
    await confirm.getByText('Your 2 active listings leave the marketplace at once.').waitFor()
    await confirm.getByText('one transaction', { exact: true }).waitFor()
    await confirm.getByRole('button', { name: 'Cancel all listings' }).click()
    const steps = await transactionDialog(seller, 'Cancel all listings')
    await flowDone(steps)
    expect(await stepLabels(steps)).toEqual([
      'Take the listings off the market: done',
      'Cancel on chain: done',
    ])
    await steps.getByText(/^Transaction 0x/).waitFor()
    await steps.getByRole('button', { name: 'Done' }).click()
    await mine.waitFor({ state: 'detached' })
    // Both items are the seller's to list again.
    await seller.getByRole('list', { name: 'Items to sell' }).getByLabel(`${prefix} 2`).waitFor()

    for (const id of ids) {
      await buyer.goto(`/nftdetails?id=${id}`)
      await buyer.getByText('Not listed for sale').waitFor()
      expect(await buyer.getByRole('button', { name: 'Buy now' }).count()).toBe(0)
    }
    expect(await fillableOnChain(baseURL, b.account, kept.data)).toBe(false)
  })

  it('A lists 5 copies of an ERC-1155 at a unit price; B buys 2 (the total follows the quantity); the page shows 3 of 5 left and B owning 2', async () => {
    const seller = await open()
    const a = await fundedCreator(seller, baseURL)
    const name = `Shoal${randomBytes(4).toString('hex')}`
    const itemPage = `/nftdetails?id=${await mintEdition(baseURL, a, name, 5n)}`
    await seller.goto(itemPage)
    await listItem(seller, 'ETH', '0.01', '5')

    const buyer = await open()
    const b = await fundedCreator(buyer, baseURL)
    await buyer.goto(itemPage)
    await buyer.getByText('5 of 5 available').waitFor()
    await buyer.getByRole('button', { name: 'Buy now' }).click()
    const dialog = buyer
      .getByRole('dialog', { name: 'Buy now' })
      .filter({ has: buyer.getByLabel('Quantity') })
    await dialog.getByText('Price per copy: 0.01 ETH').waitFor()
    await dialog.getByRole('status').getByText('0.01 ETH').waitFor()
    await dialog.getByRole('button', { name: 'One copy more' }).click()
    expect(await dialog.getByLabel('Quantity').inputValue()).toBe('2')
    await dialog.getByRole('status').getByText('0.02 ETH').waitFor()
    await dialog.getByRole('button', { name: 'Buy 2' }).click()
    const steps = await transactionDialog(buyer, 'Buy now')
    await flowDone(steps)
    await steps.getByRole('button', { name: 'Done' }).click()

    await buyer.getByText('3 of 5 available').waitFor()
    await buyer.getByText('You own 2').waitFor()
    // Anyone browsing sees the copies left too, on the page and in the Listings tab.
    const visitor = await open()
    await visitor.goto(itemPage)
    await visitor.getByText('3 of 5 available').waitFor()
    await visitor.getByRole('tab', { name: 'Listings' }).click()
    await visitor
      .getByRole('tabpanel', { name: 'Listings' })
      .getByRole('cell', { name: '3', exact: true })
      .waitFor()
    const item = await dcCall<ItemInfo>(baseURL, `item/open/info?id=${itemPage.split('=')[1]}`)
    expect(
      await editionBalance(
        baseURL,
        item.data.collection.address ?? '',
        item.data.tokenId ?? '',
        b.account.address,
      ),
    ).toBe(2n)
  })

  it("B offers 0.1 WETH and C 0.2: B withdraws their own offer, not the best, from the Offers tab; C's stays", async () => {
    const seller = await open()
    const a = await fundedCreator(seller, baseURL)
    const prefix = `Reef${randomBytes(4).toString('hex')}`
    await mintMany(baseURL, a, prefix, 1)
    const itemPage = `/nftdetails?id=${await itemIdByName(baseURL, prefix)}`
    await seller.goto(itemPage)
    await listItem(seller, 'WETH', '1')

    const offer = async (price: string) => {
      const page = await open()
      const member = await fundedCreator(page, baseURL)
      await giveWeth(baseURL, member.account, parseEther('1'))
      await page.goto(itemPage)
      await page.getByRole('button', { name: 'Make offer' }).click()
      const dialog = page.getByRole('dialog', { name: 'Make offer' })
      await dialog.getByLabel('Your offer (WETH)').fill(price)
      await dialog.getByRole('button', { name: 'Make offer' }).click()
      const steps = await transactionDialog(page, 'Make offer')
      await flowDone(steps)
      await steps.getByRole('button', { name: 'Done' }).click()
      return page
    }
    const b = await offer('0.1')
    await offer('0.2')

    await b.reload()
    await b.getByRole('button', { name: 'Make offer' }).waitFor()
    // B's offer is not the best, so the price box has no Cancel offer for B: the tab does.
    expect(await b.getByRole('button', { name: 'Cancel offer' }).count()).toBe(0)
    await b.getByRole('tab', { name: 'Offers' }).click()
    const offers = b.getByRole('tabpanel', { name: 'Offers' })
    const row = (price: string) => offers.getByRole('row').filter({ hasText: `${price} ETH` })
    await row('0.2').waitFor()
    expect(await row('0.2').getByRole('button', { name: 'Cancel' }).count()).toBe(0)
    await row('0.1').getByRole('button', { name: 'Cancel' }).click()
    await row('0.1').waitFor({ state: 'detached' })
    await row('0.2').waitFor()
    // Withdrawn for everyone, not only hidden in B's tab.
    await seller.reload()
    await seller.getByRole('tab', { name: 'Offers' }).click()
    const sellerOffers = seller.getByRole('tabpanel', { name: 'Offers' })
    await sellerOffers.getByText('0.2 ETH', { exact: true }).waitFor()
    expect(await sellerOffers.getByText('0.1 ETH', { exact: true }).count()).toBe(0)
  })

  it('C, with ETH and no WETH, makes an offer in WETH: the dialog shows the balance and wraps the shortfall before approving and signing; the offer shows on the item', async () => {
    const seller = await open()
    const a = await fundedCreator(seller, baseURL)
    const prefix = `Kelp${randomBytes(4).toString('hex')}`
    await mintMany(baseURL, a, prefix, 1)
    const itemPage = `/nftdetails?id=${await itemIdByName(baseURL, prefix)}`
    await seller.goto(itemPage)
    await listItem(seller, 'WETH', '1')

    const page = await open()
    const c = await fundedCreator(page, baseURL)
    await page.goto(itemPage)
    await page.getByRole('button', { name: 'Make offer' }).click()
    const dialog = page.getByRole('dialog', { name: 'Make offer' })
    await dialog.getByText('Your balance: 0 WETH').waitFor()
    await dialog.getByLabel('Your offer (WETH)').fill('0.3')
    await dialog
      .getByRole('region', { name: 'Wrap ETH' })
      .getByText('0.3 ETH from your wallet becomes 0.3 WETH', { exact: false })
      .waitFor()
    await dialog.getByRole('button', { name: 'Make offer' }).click()
    const steps = await transactionDialog(page, 'Make offer')
    await flowDone(steps)
    expect(await stepLabels(steps)).toEqual([
      'Wrap ETH: done',
      'Approve payment: done',
      'Sign the offer: done',
      'Send the offer: done',
    ])
    await steps.getByRole('button', { name: 'Done' }).click()
    // Exactly the shortfall was wrapped; the offer is the item's best.
    expect(await wethBalance(baseURL, c.account.address)).toBe(parseEther('0.3'))
    await page.getByText('Best offer').waitFor()
    await page.getByRole('button', { name: 'Cancel offer' }).waitFor()
  })
})
