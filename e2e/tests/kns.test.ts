import { randomBytes } from 'node:crypto'
import type { KnsDefault } from '@kid/shared/kns/views'
import { TEXT } from '@kid/shared/texts'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { registerMember, signInAs } from '../support/account.ts'
import { seriousViolations } from '../support/axe.ts'
import { MOBILE } from '../support/browser.ts'
import { hasChromium, openTab, useBrowser } from '../support/journey.ts'
import { completeFlow, dcCall, itemIdByName, ownerShown } from '../support/market.ts'
import { fundedCreator, mintMany } from '../support/market-catalog.ts'
import { freshDevAccount } from '../support/test-wallet.ts'

/** axe-core's serious and critical violations on the page as it is (none expected). */
const checkAxe = async (page: Page) => expect(await seriousViolations(page)).toEqual([])
const uniqueLabel = (prefix: string) => `${prefix}${randomBytes(3).toString('hex')}`

/**
 * Searches from the /kid page's own box. A submit before the page has hydrated is lost (or
 * reloads the page), so it is tried again until the page moves on.
 */
async function searchNames(page: Page, term: string, moved: (url: URL) => boolean): Promise<void> {
  const box = page.locator('#kid-hero').getByRole('searchbox', { name: TEXT.kidSearchPlaceholder })
  await expect
    .poll(async () => {
      await box.fill(term)
      await box.press('Enter')
      return page.waitForURL(moved, { timeout: 3_000 }).then(
        () => true,
        () => false,
      )
    })
    .toBe(true)
}

describe.runIf(hasChromium)('.kid name journeys', () => {
  const { open, baseURL } = useBrowser()

  it('searches, registers with the default name, and the name replaces the address on the item page and in activity; then renews, sets records, turns auto-renew on and transfers, and the default is cleared', async () => {
    const page = await open()
    const member = await fundedCreator(page, baseURL)
    const art = uniqueLabel('Shell')
    await mintMany(baseURL, member, art, 1)
    const itemId = await itemIdByName(baseURL, `${art} 1`)
    const label = uniqueLabel('tide')
    const name = `${label}.kid`

    await page.goto('/kid')
    await checkAxe(page)
    await searchNames(page, label.toUpperCase(), (url) => url.pathname === `/kid/domain-manage/${label}`)
    await page.getByRole('heading', { name, level: 1 }).waitFor()
    await page.getByText('Available', { exact: true }).waitFor()
    await checkAxe(page)
    await page.getByRole('link', { name: 'Register', exact: true }).click()
    await page.waitForURL((url) => url.pathname === `/kid/register/${label}`)
    // The fee is estimated with the signed transaction itself before the wallet opens.
    await page.getByText(/^≈ [\d.]+ ETH$/).waitFor({ timeout: 30_000 })
    expect(await page.getByLabel('Make it my default name').isChecked()).toBe(true)
    await page.getByRole('button', { name: 'One year more' }).click()
    await page.getByText('2 years', { exact: true }).waitFor()
    await checkAxe(page)
    await page.getByRole('button', { name: 'Register', exact: true }).click()
    await completeFlow(page, `Register ${name}`)
    await page.waitForURL((url) => url.pathname === `/kid/domain-manage/${label}`)
    await page.getByText(`KID shows ${name} instead of your wallet address.`, { exact: true }).waitFor()

    // Where KID shows this wallet to anyone, it shows the name (the member sees 'You' for themself).
    const visitor = await open()
    await visitor.goto(`/nftdetails?id=${itemId}`)
    expect(await ownerShown(visitor)).toContain(name)
    await openTab(visitor, 'Activity')
    await visitor
      .getByRole('tabpanel', { name: 'Activity' })
      .getByRole('link', { name, exact: true })
      .first()
      .waitFor()

    // Renewing adds the years to the expiry.
    await page.goto(`/kid/renewal/${label}`)
    const expiry = page.getByRole('list', { name: 'Names to renew' }).getByText(/^Expires /)
    const before = await expiry.innerText()
    await page.getByRole('button', { name: 'Renew', exact: true }).click()
    await completeFlow(page, `Renew ${name}`)
    await expect.poll(() => expiry.innerText()).not.toBe(before)
    await checkAxe(page)

    // Records: a bio shows on the name's page.
    await page.goto(`/kid/domain-manage/${label}`)
    await page.getByLabel('Bio').fill('Paints tide pools at dawn')
    await page.getByRole('button', { name: 'Save records' }).click()
    await completeFlow(page, 'Save records')
    await page.getByText('Paints tide pools at dawn', { exact: true }).waitFor()
    await checkAxe(page)

    // Auto-renew (the platform's relayer, from the spending balance): on, with the next renewal's date.
    const autoRenew = page.getByRole('switch', { name: 'Auto-renew' })
    await autoRenew.click()
    await expect.poll(() => autoRenew.getAttribute('aria-checked')).toBe('true')
    await page.getByText(/^Next renewal: /).waitFor()
    // A name is an item of the marketplace: its page links its holder to the sell page, and then
    // shows the listing (which the transfer below takes off the market).
    await page.getByRole('link', { name: 'Sell on the marketplace', exact: true }).click()
    await page.waitForURL(/\/sellConfig\?ids=\d+$/)
    await page.getByLabel(`Price of ${name} (ETH)`).fill('0.05')
    await page.getByRole('button', { name: 'List 1 item', exact: true }).click()
    await completeFlow(page, 'List 1 item')
    await page.goto(`/kid/domain-manage/${label}`)
    await page.getByText('Listed for 0.05 ETH', { exact: true }).waitFor()
    await page.getByRole('link', { name: 'View listing', exact: true }).waitFor()
    await checkAxe(page)

    // Sending the name away clears the default name: the address shows again.
    const receiver = freshDevAccount()
    await page.getByLabel('Send to wallet').fill(receiver.address)
    await page.getByLabel(`I understand ${name} will no longer be mine.`).check()
    await page.getByRole('button', { name: 'Transfer', exact: true }).click()
    await completeFlow(page, `Transfer ${name}`)
    await page.waitForURL((url) => url.pathname === '/kid/domain-manage')
    await page.getByText('No names yet', { exact: true }).waitFor()
    await checkAxe(page)
    const cleared = await dcCall<KnsDefault>(baseURL, `kns/open/default/${member.account.address}`)
    expect(cleared.data.name).toBeNull()
    // Visitors' pages are cached for a few seconds and served stale once while revalidating.
    await expect
      .poll(async () => {
        await visitor.goto(`/nftdetails?id=${itemId}`)
        return ownerShown(visitor)
      })
      .not.toContain(name)
  })

  it('on a phone, the name search says to register on a computer; every kid page is axe-clean at 375 px', async () => {
    const page = await open(MOBILE)
    await page.goto('/kid')
    const box = page.locator('#kid-hero').getByRole('searchbox', { name: TEXT.kidSearchPlaceholder })
    // Each try that is not yet seen adds a toast (the first one's card loads with it).
    const warning = page.getByText(TEXT.kidSearchMobileWarning, { exact: true }).first()
    await expect
      .poll(async () => {
        await box.fill('alice')
        await box.press('Enter')
        return warning.isVisible()
      })
      .toBe(true)
    expect(new URL(page.url()).pathname).toBe('/kid')
    await checkAxe(page)
    const free = uniqueLabel('free')
    for (const path of ['/kid/search/ab', `/kid/register/${free}`, `/kid/renewal/${free}`]) {
      await page.goto(path)
      await page.getByRole('heading', { level: 1 }).waitFor()
      await checkAxe(page)
    }
    const member = await registerMember(baseURL, 'kidphone')
    await signInAs(page, baseURL, member)
    await page.goto(`/kid/domain-manage/${free}`)
    await page.getByRole('heading', { name: `${free}.kid`, level: 1 }).waitFor()
    await checkAxe(page)
    await page.goto('/kid/domain-manage')
    await page.getByText('No names yet', { exact: true }).waitFor()
    await checkAxe(page)
  })

  it('moves the old addresses to today’s pages', async () => {
    const page = await open()
    await page.goto('/kid/search?domain=Hello_World!')
    expect(new URL(page.url()).pathname).toBe('/kid/search/hello_world')
    await page.getByRole('heading', { name: 'Results for “hello_world”', level: 1 }).waitFor()
    // The legacy register and details paths need login first, then land on today's pages.
    await page.goto('/kns/register/somebody')
    expect(new URL(page.url()).pathname).toBe('/login')
    const member = await registerMember(baseURL, 'kidlegacy')
    await signInAs(page, baseURL, member)
    await page.goto('/kns/register/somebody')
    expect(new URL(page.url()).pathname).toBe('/kid/register/somebody')
    await page.goto('/kns/details?domain=somebody')
    expect(new URL(page.url()).pathname).toBe('/kid/domain-manage/somebody')
  })
})
