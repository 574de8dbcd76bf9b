import { randomBytes } from 'node:crypto'
import type { Locator, Page } from 'playwright-core'
import { parseEther } from 'viem'
import type { HDAccount } from 'viem/accounts'
import { completeFlow, giveWeth, itemIdByName } from './market.ts'
import { fundedCreator, mintMany } from './market-catalog.ts'

/** The steps a trading journey's people take on the item page, so each journey reads as their story. */

type Open = () => Promise<Page>
type FlowCheck = (steps: Locator) => Promise<void>
/**
 * Runs a flow's dialog to its end: the test wallet's (`completeFlow`, the default) or the KID
 * wallet's (`completeKidFlow`), so one journey step serves both wallets.
 */
export type Finish = (page: Page, title: string) => Promise<unknown>

/** Someone in a journey: their own browser page, signed in by wallet, with test ether. */
export type Member = { page: Page; account: HDAccount; token: string }

export async function fundedMember(open: Open, baseURL: string): Promise<Member> {
  const page = await open()
  return { page, ...(await fundedCreator(page, baseURL)) }
}

/** The same with 1 WETH besides, to make offers and bids with. */
export async function wethHolder(open: Open, baseURL: string): Promise<Member> {
  const member = await fundedMember(open, baseURL)
  await giveWeth(baseURL, member.account, parseEther('1'))
  return member
}

/** A name no other journey uses: `word` and eight random hex digits. */
export const uniqueName = (word: string): string => `${word}${randomBytes(4).toString('hex')}`

export const itemPath = (id: number): string => `/nftdetails?id=${id}`

/** A creator on their own page, looking at the item page of a new NFT they minted (from Node). */
export async function creatorOnNewItem(
  open: Open,
  baseURL: string,
  word: string,
): Promise<Member & { itemPage: string }> {
  const creator = await fundedMember(open, baseURL)
  const name = uniqueName(word)
  await mintMany(baseURL, creator, name, 1)
  const itemPage = itemPath(await itemIdByName(baseURL, name))
  await creator.page.goto(itemPage)
  return { ...creator, itemPage }
}

/** The labels of a flow's steps, as a screen reader hears them ('Sign the listing: done'). */
export const stepLabels = (steps: Locator): Promise<(string | null)[]> =>
  steps.getByRole('listitem').evaluateAll((li) => li.map((l) => l.getAttribute('aria-label')))

/** An address as the item page shows it, shortened and in lower case. */
export const shortAddress = (member: { account: HDAccount }): string =>
  member.account.address.slice(0, 8).toLowerCase()

/** On the item page: lists it at a fixed price (one copy, or `copies` of an ERC-1155). */
export async function listAtPrice(
  page: Page,
  sale: { currency: 'ETH' | 'WETH'; price: string; copies?: string },
  check?: FlowCheck,
  finish: Finish = (p, title) => completeFlow(p, title, check),
): Promise<void> {
  await page.getByRole('button', { name: 'List for sale' }).click()
  const form = page.getByRole('dialog', { name: 'List for sale' })
  await form.getByLabel('Currency').selectOption(sale.currency)
  await form.getByLabel('Price').fill(sale.price)
  if (sale.copies) await form.getByLabel('Copies').fill(sale.copies)
  await form.getByRole('button', { name: 'Complete listing' }).click()
  await finish(page, 'List for sale')
}

/** On the item page: puts it up for auction at a reserve price, for a duration picked by its label. */
export async function listAuction(
  page: Page,
  auction: { currency: 'ETH' | 'WETH'; reserve: string; duration: string },
): Promise<void> {
  await page.getByRole('button', { name: 'List for sale' }).click()
  const form = page.getByRole('dialog', { name: 'List for sale' })
  await form.getByRole('button', { name: 'Auction' }).click()
  await form.getByLabel('Currency').selectOption(auction.currency)
  await form.getByLabel('Reserve price').fill(auction.reserve)
  await form.getByLabel('Duration').selectOption({ label: auction.duration })
  await form.getByRole('button', { name: 'Complete listing' }).click()
  await completeFlow(page, 'List for sale')
}

/** On the item page: buys the listing shown (one copy). */
export async function buyNow(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Buy now' }).click()
  await completeFlow(page, 'Buy now')
}

/** On the item page: offers `price` WETH for it (on its listing, or on the item when it has none in WETH). */
export async function makeOffer(
  page: Page,
  price: string,
  check?: FlowCheck,
  finish: Finish = (p, title) => completeFlow(p, title, check),
): Promise<void> {
  await page.getByRole('button', { name: 'Make offer' }).click()
  const dialog = page.getByRole('dialog', { name: 'Make offer' })
  await dialog.getByLabel('Your offer (WETH)').fill(price)
  await dialog.getByRole('button', { name: 'Make offer' }).click()
  await finish(page, 'Make offer')
}

/** On an auction's page: bids `price` WETH, once the dialog shows the `minimum` it accepts. */
export async function placeBid(page: Page, price: string, minimum: string): Promise<void> {
  await page.getByRole('button', { name: 'Place bid' }).click()
  const dialog = page.getByRole('dialog', { name: 'Place bid' })
  await dialog.getByText(`Minimum: ${minimum} WETH`).waitFor()
  await dialog.getByLabel('Your bid (WETH)').fill(price)
  await dialog.getByRole('button', { name: 'Place bid' }).click()
  await completeFlow(page, 'Place bid')
}
