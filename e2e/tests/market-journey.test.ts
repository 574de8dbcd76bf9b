import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { seriousViolations } from '../support/axe.ts'
import { hasChromium, useBrowser } from '../support/journey.ts'
import { eventsAfterReload, ownerShown } from '../support/market.ts'
import { createNftInUi, deployCollectionInUi } from '../support/market-catalog.ts'
import {
  buyNow,
  fundedMember,
  itemPath,
  listAtPrice,
  shortAddress,
  stepLabels,
} from '../support/trade-steps.ts'

/**
 * Issue #5's first journey, all of it in the browser: A creates and deploys a collection, creates
 * and mints an NFT in it, lists it at a fixed price; B buys it; both see B as the owner and the sale
 * once in the activity; B sees the sale in the price history, the trait's rarity, the collection,
 * and likes the item; A's earnings show what the exchange paid.
 */
describe.runIf(hasChromium)('the marketplace journey: create, list, buy, earn', () => {
  const { open, baseURL } = useBrowser()

  it('A creates a collection and an NFT in it and lists it; B buys it; both see B as owner and one Sale; B sees it charted, the rarity and the collection, and likes it; A earns the price net of the fee', async () => {
    const tag = randomBytes(4).toString('hex')
    const seller = (await fundedMember(open, baseURL)).page
    const collection = `Lanterns ${tag}`
    // A 5 % royalty, paid to the collection's creator: A here, so it comes back to A.
    await deployCollectionInUi(seller, { name: collection, symbol: 'LANT', standard: 721, royalty: '5' })
    const name = `Lantern${tag}`
    const itemId = await createNftInUi(seller, {
      name,
      collection: `${collection} · ERC-721`,
      property: ['Glow', 'Amber'],
    })
    await seller.getByText('Amber').waitFor()
    await seller.getByRole('link', { name: collection }).first().waitFor()

    await listAtPrice(seller, { currency: 'ETH', price: '0.4' }, async (steps) => {
      // Approve once, sign the listing, publish it: three steps, all done.
      expect(await stepLabels(steps)).toEqual([
        'Approve the collection: done',
        'Sign the listing: done',
        'Publish the listing: done',
      ])
    })
    await seller.getByRole('button', { name: 'Cancel listing' }).waitFor()

    const b = await fundedMember(open, baseURL)
    const buyer = b.page
    await buyer.goto(itemPath(itemId))
    await buyer.getByText('0.4 ETH').first().waitFor()
    await buyNow(buyer)

    const short = shortAddress(b)
    await expect.poll(() => ownerShown(buyer), { timeout: 30_000 }).toContain(short)
    for (const page of [buyer, seller]) {
      // The purchase's token transfer is not shown twice: one Sale, after the listing and the mint.
      await expect
        .poll(() => eventsAfterReload(page), { timeout: 30_000 })
        .toEqual(['Sale', 'Listed', 'Minted'])
      expect(await ownerShown(page)).toContain(short)
    }
    expect(await seller.getByRole('button', { name: 'Buy now' }).count()).toBe(0)

    // What the item page tells B beside the trade: the sale charted, its one trait shared by the
    // whole collection of one, the way to the collection, and a favourite B can set and keep.
    await buyer.goto(itemPath(itemId))
    await buyer.getByRole('img', { name: /Price history in ETH/ }).waitFor()
    await buyer.getByRole('region', { name: 'Price history' }).getByText('Last sale 0.4 ETH').waitFor()
    await buyer.getByRole('tabpanel', { name: 'Properties' }).getByText('100% have this').waitFor()
    const more = buyer.getByRole('region', { name: 'More from this collection' })
    expect(await more.getByRole('link', { name: `View ${collection}` }).getAttribute('href')).toMatch(
      /^\/personal\/collection\/721\/\d+$/,
    )
    await buyer.getByRole('button', { name: '0 favourites', pressed: false }).click()
    await buyer.getByRole('button', { name: '1 favourite', pressed: true }).waitFor()
    await buyer.reload()
    await buyer.getByRole('button', { name: '1 favourite', pressed: true }).waitFor()
    expect(await seriousViolations(buyer)).toEqual([])
    // A visitor who taps the heart is asked to log in; nothing is counted.
    const visitor = await open()
    await visitor.goto(itemPath(itemId))
    await visitor.getByRole('button', { name: '1 favourite', pressed: false }).click()
    await visitor.getByRole('dialog', { name: /log in/i }).waitFor()

    // The exchange paid A 0.4 ETH less the 2.5 % fee (0.01) and less the 5 % royalty (0.02) as the
    // sale, and the royalty to the collection's creator — A again: 0.39 ETH in all.
    await seller.goto('/personal/earnings')
    await seller.getByRole('list', { name: 'Totals' }).getByText('0.39 ETH').waitFor()
    const rows = seller.getByRole('row').filter({ hasText: name })
    await expect
      .poll(() => rows.allInnerTexts())
      .toEqual(
        expect.arrayContaining([
          expect.stringMatching(/Sale\s+0\.37 ETH/),
          expect.stringMatching(/Royalty\s+0\.02 ETH/),
        ]),
      )
  })
})
