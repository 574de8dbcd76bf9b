import { describe, expect, it } from 'vitest'
import { person, registerMember, signInAs } from '../support/account.ts'
import { hasChromium, useBrowser } from '../support/journey.ts'
import { chainConfig } from '../support/market.ts'
import { freshDevAccount, installTestWallet } from '../support/test-wallet.ts'

describe.runIf(hasChromium)('wallet sign-in, bind and unbind with the test wallet', () => {
  const { open, baseURL } = useBrowser()

  it('signs in with a wallet (switching network first); a wallet account has no Disconnect', async () => {
    const page = await open(person())
    // The wallet starts on Ethereum mainnet: the page asks it to switch (and add the local chain).
    const wallet = await installTestWallet(page, { account: freshDevAccount(), chainId: 1 })
    await page.goto('/login')
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const dialog = page.getByRole('dialog', { name: 'Connect a wallet' })
    await dialog.getByRole('button', { name: /KID Test Wallet/ }).click()
    await page.waitForURL((url) => url.pathname === '/')
    expect(await wallet.calls()).toEqual(
      expect.arrayContaining([
        'eth_requestAccounts',
        'wallet_switchEthereumChain',
        'wallet_addEthereumChain',
        'personal_sign',
      ]),
    )
    // The chain is added with the deployment's node, so this wallet can trade on it afterwards.
    const { chainId, rpcUrl } = await chainConfig(baseURL)
    expect((await wallet.addedRpcUrls())[chainId]).toEqual([rpcUrl])

    const cookies = await page.context().cookies()
    const info = JSON.parse(decodeURIComponent(cookies.find((c) => c.name === 'user_info')?.value ?? '{}'))
    expect(info.walletaddress.toLowerCase()).toBe(wallet.address.toLowerCase())
    expect(Number(info.registertype)).toBe(5)
    expect(await page.evaluate(() => localStorage.getItem('kid:wallet-type'))).toBe('injected')

    await page.getByRole('banner').getByLabel('Open wallet card').click()
    const card = page.getByRole('dialog', { name: 'Wallet card' })
    await card.getByRole('button', { name: 'Switch' }).waitFor()
    expect(await card.getByRole('button', { name: 'Disconnect' }).count()).toBe(0)
  })

  it('says Signature denied when the wallet refuses to sign', async () => {
    const page = await open(person())
    await installTestWallet(page, { account: freshDevAccount(), chainId: 31337, rejectSignatures: true })
    await page.goto('/login')
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page
      .getByRole('dialog', { name: 'Connect a wallet' })
      .getByRole('button', { name: /KID Test Wallet/ })
      .click()
    await page.getByText('Signature denied').first().waitFor()
    expect(page.url()).toContain('/login')
  })

  it('binds a wallet to an e-mail account, then disconnects it', async () => {
    const member = await registerMember(baseURL, 'binder')
    const page = await open(person())
    const wallet = await installTestWallet(page, { account: freshDevAccount(), chainId: 31337 })
    await signInAs(page, baseURL, member)
    await page.goto('/terms')

    await page.getByRole('banner').getByLabel('Open wallet card').click()
    const card = page.getByRole('dialog', { name: 'Wallet card' })
    await card.getByText('No wallet is bound to this account yet.').waitFor()
    await card.getByRole('button', { name: 'Connect Wallet' }).click()
    await page
      .getByRole('dialog', { name: 'Connect a wallet' })
      .getByRole('button', { name: /KID Test Wallet/ })
      .click()
    const prompt = page.getByRole('dialog').filter({ hasText: 'Please connect your wallet.' })
    await prompt.getByRole('button', { name: 'Confirm' }).click()
    await page.getByText('Your wallet is bound.').first().waitFor()

    const short = `${wallet.address.slice(0, 8)}`
    await card.getByRole('button', { name: new RegExp(short, 'i') }).waitFor()
    await card.getByRole('button', { name: 'Disconnect' }).click()
    const sure = page.getByRole('dialog', { name: 'Prompt' })
    await sure.getByText('Are you sure to disconnect this wallet address?').waitFor()
    await sure.getByRole('button', { name: 'Confirm' }).click()
    await page
      .getByRole('dialog', { name: 'Connect a wallet' })
      .getByRole('button', { name: /KID Test Wallet/ })
      .click()
    await page.waitForEvent('load')

    await page.getByRole('banner').getByLabel('Open wallet card').click()
    await page
      .getByRole('dialog', { name: 'Wallet card' })
      .getByText('No wallet is bound to this account yet.')
      .waitFor()
  })

  it('says a wallet is needed before the work starts, explains it, and binds one from the banner', async () => {
    const member = await registerMember(baseURL, 'banner')
    const page = await open(person())
    const wallet = await installTestWallet(page, { account: freshDevAccount(), chainId: 31337 })
    await signInAs(page, baseURL, member)
    await page.goto('/sellList')
    const banner = page.getByRole('region', { name: 'Wallet needed' })
    await banner.getByText('Connect a wallet to list your NFTs for sale.').waitFor()
    await banner.getByRole('link', { name: 'What is a wallet?' }).click()
    await page.getByRole('heading', { name: 'What is a wallet?', level: 1 }).waitFor()
    await page.goBack()
    // A tap before the page runs its scripts is lost; the wallet's code then loads on the tap.
    await page.waitForLoadState('networkidle')
    await banner.getByRole('button', { name: 'Connect Wallet' }).click()
    const choice = page.getByRole('dialog', { name: 'Connect a wallet' })
    await choice.getByRole('link', { name: 'What is a wallet?' }).waitFor()
    await choice.getByRole('button', { name: /KID Test Wallet/ }).click()
    const prompt = page.getByRole('dialog').filter({ hasText: 'Please connect your wallet.' })
    await prompt.getByRole('button', { name: 'Confirm' }).click()
    await page.getByText('Your wallet is bound.').first().waitFor()
    await banner.waitFor({ state: 'detached' })
    const cookies = await page.context().cookies()
    const info = JSON.parse(decodeURIComponent(cookies.find((c) => c.name === 'user_info')?.value ?? '{}'))
    expect(info.walletaddress.toLowerCase()).toBe(wallet.address.toLowerCase())
  })
})
