import type { OrderView } from '@kid/shared/market/trade'
import type { ItemInfo } from '@kid/shared/market/views'
import { parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { hasChromium, openTab, useBrowser } from '../support/journey.ts'
import {
  completeFlow,
  dcCall,
  editionBalance,
  eventsAfterReload,
  fillableOnChain,
  itemIdByName,
  mintEdition,
  ownerShown,
  wethBalance,
} from '../support/market.ts'
import { mintMany } from '../support/market-catalog.ts'
import {
  creatorOnNewItem,
  fundedMember,
  itemPath,
  listAtPrice,
  makeOffer,
  shortAddress,
  stepLabels,
  uniqueName,
  wethHolder,
} from '../support/trade-steps.ts'

describe.runIf(hasChromium)('more trading journeys', () => {
  const { open, baseURL } = useBrowser()

  it('A cancels all listings from /sellList in one transaction; B sees neither item for sale and a kept signature no longer buys', async () => {
    const a = await fundedMember(open, baseURL)
    const seller = a.page
    const prefix = uniqueName('Tide')
    await mintMany(baseURL, a, prefix, 2)
    const ids = [await itemIdByName(baseURL, `${prefix} 1`), await itemIdByName(baseURL, `${prefix} 2`)]
    for (const id of ids) {
      await seller.goto(itemPath(id))
      await listAtPrice(seller, { currency: 'ETH', price: '0.1' })
      await seller.getByRole('button', { name: 'Cancel listing' }).waitFor()
    }

    // While listed, the signed listing is public: B keeps a copy of the first one.
    const b = await fundedMember(open, baseURL)
    const buyer = b.page
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
    await completeFlow(seller, 'Cancel all listings', async (steps) => {
      expect(await stepLabels(steps)).toEqual([
        'Take the listings off the market: done',
        'Cancel on chain: done',
      ])
      await steps.getByText(/^Transaction 0x/).waitFor()
    })
    await mine.waitFor({ state: 'detached' })
    // Both items are the seller's to list again.
    await seller.getByRole('list', { name: 'Items to sell' }).getByLabel(`${prefix} 2`).waitFor()

    for (const id of ids) {
      await buyer.goto(itemPath(id))
      await buyer.getByText('Not listed for sale').waitFor()
      expect(await buyer.getByRole('button', { name: 'Buy now' }).count()).toBe(0)
    }
    expect(await fillableOnChain(baseURL, b.account, kept.data)).toBe(false)
  })

  it('A lists 5 copies of an ERC-1155 at a unit price; B buys 2 (the total follows the quantity); the page shows 3 of 5 left and B owning 2', async () => {
    const a = await fundedMember(open, baseURL)
    const itemId = await mintEdition(baseURL, a, uniqueName('Shoal'), 5n)
    const itemPage = itemPath(itemId)
    await a.page.goto(itemPage)
    await listAtPrice(a.page, { currency: 'ETH', price: '0.01', copies: '5' })

    const b = await fundedMember(open, baseURL)
    const buyer = b.page
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
    await completeFlow(buyer, 'Buy now')

    await buyer.getByText('3 of 5 available').waitFor()
    await buyer.getByText('You own 2').waitFor()
    // Anyone browsing sees the copies left too, on the page and in the Listings tab.
    const visitor = await open()
    await visitor.goto(itemPage)
    await visitor.getByText('3 of 5 available').waitFor()
    await openTab(visitor, 'Listings')
    await visitor
      .getByRole('tabpanel', { name: 'Listings' })
      .getByRole('cell', { name: '3', exact: true })
      .waitFor()
    const item = await dcCall<ItemInfo>(baseURL, `item/open/info?id=${itemId}`)
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
    const { page: seller, itemPage } = await creatorOnNewItem(open, baseURL, 'Reef')
    await listAtPrice(seller, { currency: 'WETH', price: '1' })

    const b = (await wethHolder(open, baseURL)).page
    await b.goto(itemPage)
    await makeOffer(b, '0.1')
    const c = (await wethHolder(open, baseURL)).page
    await c.goto(itemPage)
    await makeOffer(c, '0.2')

    await b.reload()
    await b.getByRole('button', { name: 'Make offer' }).waitFor()
    // B's offer is not the best, so the price box has no Cancel offer for B: the tab does.
    expect(await b.getByRole('button', { name: 'Cancel offer' }).count()).toBe(0)
    await openTab(b, 'Offers')
    const offers = b.getByRole('tabpanel', { name: 'Offers' })
    const row = (price: string) => offers.getByRole('row').filter({ hasText: `${price} WETH` })
    await row('0.2').waitFor()
    expect(await row('0.2').getByRole('button', { name: 'Cancel' }).count()).toBe(0)
    await row('0.1').getByRole('button', { name: 'Cancel' }).click()
    await row('0.1').waitFor({ state: 'detached' })
    await row('0.2').waitFor()
    // Withdrawn for everyone, not only hidden in B's tab.
    await seller.reload()
    await openTab(seller, 'Offers')
    const sellerOffers = seller.getByRole('tabpanel', { name: 'Offers' })
    await sellerOffers.getByText('0.2 WETH', { exact: true }).waitFor()
    expect(await sellerOffers.getByText('0.1 WETH', { exact: true }).count()).toBe(0)
  })

  it('C, with ETH and no WETH, makes an offer in WETH: the dialog shows the balance and wraps the shortfall before approving and signing; the offer shows on the item', async () => {
    const { page: seller, itemPage } = await creatorOnNewItem(open, baseURL, 'Kelp')
    await listAtPrice(seller, { currency: 'WETH', price: '1' })

    const c = await fundedMember(open, baseURL)
    const page = c.page
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
    await completeFlow(page, 'Make offer', async (steps) => {
      expect(await stepLabels(steps)).toEqual([
        'Wrap ETH: done',
        'Approve payment: done',
        'Sign the offer: done',
        'Send the offer: done',
      ])
    })
    // Exactly the shortfall was wrapped; the offer is the item's best.
    expect(await wethBalance(baseURL, c.account.address)).toBe(parseEther('0.3'))
    await page.getByText('Best offer').waitFor()
    await page.getByRole('button', { name: 'Cancel offer' }).waitFor()
  })

  it('B offers 0.1 WETH on the unlisted NFT A holds, from the item page; A accepts it; both see B as the owner and a Sale in the activity', async () => {
    const a = await creatorOnNewItem(open, baseURL, 'Dune')
    const holder = a.page
    await holder.getByText('Not listed for sale').waitFor()

    const b = await wethHolder(open, baseURL)
    await b.page.goto(a.itemPage)
    await b.page.getByText('Not listed for sale').waitFor()
    await makeOffer(b.page, '0.1', async (steps) => {
      expect(await stepLabels(steps)).toEqual([
        'Approve payment: done',
        'Sign the offer: done',
        'Send the offer: done',
      ])
    })
    await b.page.getByText('Best offer').waitFor()
    await b.page.getByRole('button', { name: 'Cancel offer' }).waitFor()

    await holder.reload()
    await holder.getByText('Best offer').waitFor()
    await holder.getByRole('button', { name: 'Accept offer' }).click()
    // Never listed, so the exchange is approved for the collection first.
    await completeFlow(holder, 'Accept offer', async (steps) => {
      expect(await stepLabels(steps)).toEqual([
        'Approve the collection: done',
        'Prepare the sale: done',
        'Accept offer: done',
        'Transfer to the buyer: done',
      ])
    })
    await expect.poll(() => ownerShown(holder)).toContain(shortAddress(b))
    expect(await holder.getByRole('button', { name: 'Accept offer' }).count()).toBe(0)
    await b.page.reload()
    await expect.poll(() => ownerShown(b.page)).toContain(shortAddress(b))
    await b.page.getByRole('button', { name: 'List for sale' }).waitFor()
    for (const page of [holder, b.page]) {
      await expect.poll(() => eventsAfterReload(page), { timeout: 30_000 }).toContain('Sale')
    }
    expect(await wethBalance(baseURL, b.account.address)).toBe(parseEther('0.9'))
  })
})
