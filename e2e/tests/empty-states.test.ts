import { describe, expect, it } from 'vitest'
import { person, registerMember, signInAs } from '../support/account.ts'
import { hasChromium, useBrowser } from '../support/journey.ts'
import { pickTestWallet } from '../support/market.ts'
import { fundedCreator } from '../support/market-catalog.ts'
import { freshDevAccount, installTestWallet } from '../support/test-wallet.ts'

describe.runIf(hasChromium)('empty states say why and lead on', () => {
  const { open, baseURL } = useBrowser()

  it('an e-mail member’s empty profile asks for a wallet, and its Connect a wallet binds one through the wallet flow', async () => {
    const member = await registerMember(baseURL, 'empty')
    const page = await open(person())
    const wallet = await installTestWallet(page, { account: freshDevAccount(), chainId: 31337 })
    await signInAs(page, baseURL, member)

    await page.goto('/profile')
    await page.getByRole('heading', { name: 'No creations yet' }).waitFor()
    await page.getByText('no wallet is bound to your account yet').waitFor()
    await page.getByRole('button', { name: 'Connect a wallet' }).click()
    await pickTestWallet(page)
    await page
      .getByRole('dialog')
      .filter({ hasText: 'Please connect your wallet.' })
      .getByRole('button', { name: 'Confirm' })
      .click()
    await page.getByText('Your wallet is bound.').first().waitFor()
    // The profile reads again for the bound wallet: now its owner's next step is to create.
    await page.getByRole('link', { name: 'Create your first NFT' }).click()
    await page.waitForURL((url) => url.pathname === '/nftCreate')
    const cookies = await page.context().cookies()
    const info = JSON.parse(decodeURIComponent(cookies.find((c) => c.name === 'user_info')?.value ?? '{}'))
    expect(info.walletaddress.toLowerCase()).toBe(wallet.address.toLowerCase())
  })

  it('a wallet member with nothing yet is led to create, to explore and to sell; a visitor to explore', async () => {
    const page = await open(person())
    await fundedCreator(page, baseURL)

    await page.goto('/profile?tab=collected')
    await page.getByRole('heading', { name: 'Nothing collected yet' }).waitFor()
    await page.getByRole('main').getByRole('link', { name: 'Explore the marketplace' }).click()
    await page.waitForURL((url) => url.pathname === '/marketplace')

    await page.goto('/profile?tab=onsale')
    await page.getByRole('heading', { name: 'Nothing on sale' }).waitFor()
    await page.getByRole('main').getByRole('link', { name: 'Sell an NFT' }).click()
    await page.waitForURL((url) => url.pathname === '/sellList')
    await page.getByRole('heading', { name: 'Nothing to sell yet' }).waitFor()
    await page.getByRole('main').getByRole('link', { name: 'Create your first NFT' }).click()
    await page.waitForURL((url) => url.pathname === '/nftCreate')

    await page.goto('/sellConfig?ids=999999')
    await page.getByRole('heading', { name: 'None of these items can be listed.' }).waitFor()
    await page.getByRole('link', { name: 'Pick items to sell' }).click()
    await page.waitForURL((url) => url.pathname === '/sellList')

    await page.goto('/profile?tab=activity')
    await page.getByRole('link', { name: 'View public profile' }).click()
    await page.waitForURL(/\/personal\/marketplace\/created\/\d+$/)
    const visitor = await open(person())
    await visitor.goto(new URL(page.url()).pathname)
    await visitor.getByRole('heading', { name: 'No creations yet' }).waitFor()
    expect(await visitor.getByText(/has not minted an NFT yet\./).count()).toBe(1)
    await visitor.getByRole('main').getByRole('link', { name: 'Explore the marketplace' }).click()
    await visitor.waitForURL((url) => url.pathname === '/marketplace')
  })
})
