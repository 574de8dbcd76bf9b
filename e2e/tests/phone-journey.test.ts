import { parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { mailedCode, person, uniqueEmail, uniqueIp } from '../support/account.ts'
import { MOBILE } from '../support/browser.ts'
import { hasChromium, openTab, useBrowser } from '../support/journey.ts'
import { chainConfig, giveWeth } from '../support/market.ts'
import { fund, mintMany, walletCreator } from '../support/market-catalog.ts'
import { freshDevAccount, installTestWallet } from '../support/test-wallet.ts'
import { makeOffer, uniqueName } from '../support/trade-steps.ts'

/**
 * A newcomer's first minutes on a phone (issue #12): sign up and choose a username, find an NFT by
 * the tab bar, learn a wallet is needed before trying, connect one from the banner, make an offer.
 */
describe.runIf(hasChromium)('a newcomer on a phone', () => {
  const { open, baseURL } = useBrowser()

  it('signs up with a username, reaches an item by the tab bar, binds a wallet from the banner and makes an offer', async () => {
    const name = uniqueName('Pocket')
    await mintMany(baseURL, await walletCreator(baseURL), name, 1)
    const page = await open(person(uniqueIp(), MOBILE))
    const account = freshDevAccount()
    const { rpcUrl, chainId } = await chainConfig(baseURL)
    await installTestWallet(page, { account, chainId, rpcUrl })

    const email = uniqueEmail('phone')
    await page.goto('/')
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Sign Up' }).click()
    await page.waitForURL((url) => url.pathname === '/reg')
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email)
    await page.getByLabel('Password', { exact: true }).fill('Kidfan2026')
    await page.getByLabel('Confirm password').fill('Kidfan2026')
    await page.getByRole('button', { name: 'Send Verification Code' }).click()
    await page.getByRole('heading', { name: 'Check Your Inbox' }).waitFor()
    await page.getByLabel('Digit 1').focus()
    await page.keyboard.insertText(await mailedCode(baseURL, email, 'Your KID sign-up code'))
    await page.getByRole('button', { name: 'OK', exact: true }).click()

    const welcome = page.getByRole('dialog', { name: 'Welcome to KID' })
    const username = `pocket${Date.now().toString(36).slice(-6)}`
    await welcome.getByLabel('Username').fill(username)
    await welcome.getByRole('button', { name: 'Save username' }).click()
    await welcome.waitFor({ state: 'detached' })

    await page.getByRole('navigation', { name: 'Tab bar' }).getByRole('link', { name: 'Marketplace' }).click()
    await page.waitForURL((url) => url.pathname === '/marketplace')
    await page.getByPlaceholder('Search items').fill(name)
    await page.getByPlaceholder('Search items').press('Enter')
    await page.getByRole('link', { name: new RegExp(`${name} 1`) }).click()
    await page.waitForURL((url) => url.pathname === '/nftdetails')

    // The wallet and the page read the chain's node straight from the browser; the node's CORS
    // does not allow the client-IP header this person's platform calls carry.
    await page.context().setExtraHTTPHeaders({})
    const banner = page.getByRole('region', { name: 'Wallet needed' })
    await banner.getByText('Connect a wallet to buy, bid or make an offer.').waitFor()
    await page.waitForLoadState('networkidle')
    await banner.getByRole('button', { name: 'Connect Wallet' }).click()
    await page
      .getByRole('dialog', { name: 'Connect a wallet' })
      .getByRole('button', { name: /KID Test Wallet/ })
      .click()
    await page
      .getByRole('dialog')
      .filter({ hasText: 'Please connect your wallet.' })
      .getByRole('button', { name: 'Confirm' })
      .click()
    await page.getByText('Your wallet is bound.').first().waitFor()
    await banner.waitFor({ state: 'detached' })

    await fund(baseURL, account.address)
    await giveWeth(baseURL, account, parseEther('0.5'))
    await makeOffer(page, '0.01')
    await openTab(page, 'Offers')
    await page.getByText('0.01 WETH').first().waitFor()
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
  })

  it('marks a picked filter at once, before its results arrive', async () => {
    const page = await open(person(uniqueIp(), MOBILE))
    await page.goto('/marketplace')
    await page.waitForLoadState('networkidle')
    const statuses = page.getByRole('group', { name: 'Status' })

    // The results are held back: the chip is pressed while they are still on their way.
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route(/\/marketplace\.data/, async (route) => {
      await held
      await route.continue()
    })
    await statuses.getByRole('button', { name: 'On auction' }).click()
    await statuses.getByRole('button', { name: 'On auction', pressed: true }).waitFor()
    expect(page.url()).not.toContain('status=auction')
    release()
    await page.waitForURL(/status=auction/)
    await statuses.getByRole('button', { name: 'On auction', pressed: true }).waitFor()
  })
})
