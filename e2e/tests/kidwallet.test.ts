import type { Page } from 'playwright-core'
import { parseEther } from 'viem'
import { english, generateMnemonic, mnemonicToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { apiCall, person, registerMember, signInAs, uniqueEmail, uniqueIp } from '../support/account.ts'
import { seriousViolations } from '../support/axe.ts'
import { DESKTOP, MOBILE } from '../support/browser.ts'
import { hasChromium, useBrowser } from '../support/journey.ts'
import {
  answerKidWallet,
  bindKidWallet,
  clickForDialog,
  completeKidFlow,
  importKidWallet,
  newPhraseShown,
  newWalletPassword,
  phraseWrittenDown,
  typeBackPhrase,
} from '../support/kid-wallet.ts'
import { linkIn, mailTo } from '../support/mailbox.ts'
import { giveWeth, ownerShown } from '../support/market.ts'
import { createNftInUi, fund, walletCreator } from '../support/market-catalog.ts'
import { freshDevAccount } from '../support/test-wallet.ts'
import { creatorOnNewItem, listAtPrice, makeOffer, uniqueName } from '../support/trade-steps.ts'

/** The cookie's user, as the page keeps it. */
async function userInfo(page: Page): Promise<{ walletaddress?: string }> {
  const cookies = await page.context().cookies()
  return JSON.parse(decodeURIComponent(cookies.find((c) => c.name === 'user_info')?.value ?? '{}'))
}

/** A wallet detail's value on /wallet/settings/info, by its label. */
const fact = (page: Page, label: string) =>
  page
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: label }) })
    .locator('dd')

/** Follows a link of the wallet's side nav (above the page on phones): a client navigation, so an unlocked wallet stays so. */
async function walletSection(page: Page, link: string, heading = link) {
  await page.getByRole('navigation', { name: 'KID wallet' }).getByRole('link', { name: link }).click()
  await page.getByRole('heading', { level: 1, name: heading }).waitFor()
}

describe.runIf(hasChromium)('the KID wallet', () => {
  const { open, baseURL } = useBrowser()

  it('is created in the browser with a backed-up phrase, kept sealed by the server, bound, then signs in', async () => {
    const member = await registerMember(baseURL, 'kidwallet')
    const page = await open(person())
    await signInAs(page, baseURL, member)
    await page.goto('/wallet')
    await page.getByRole('heading', { name: 'No KID wallet yet' }).waitFor()
    await page.waitForLoadState('networkidle')
    await page.getByRole('link', { name: 'Create a wallet' }).click()

    await page.waitForURL('**/wallet/setup/create')
    await page.waitForLoadState('networkidle')
    const words = await newPhraseShown(page)
    expect(words).toHaveLength(12)
    expect(await seriousViolations(page)).toEqual([])
    // A wrong word is refused with the word's number; the right ones finish.
    const labels = await phraseWrittenDown(page)
    expect(labels).toHaveLength(3)
    for (const label of labels) await page.getByLabel(label, { exact: true }).fill('wrong')
    await page.getByRole('button', { name: 'Finish' }).click()
    await page.getByRole('alert').filter({ hasText: 'does not match your phrase' }).waitFor()
    await typeBackPhrase(page, labels, words)
    await page.getByText('Not bound to your account yet').waitFor()

    // The server keeps the sealed keystore and its address, never a word of the phrase.
    const kept = await apiCall<{ address: string; keystore: object }>(baseURL, 'user/funding/wallet/detail', {
      ip: '10.9.9.9',
      token: member.token,
    })
    const sealed = JSON.stringify(kept.data.keystore)
    expect(kept.data.address).toMatch(/^0x[0-9a-f]{40}$/)
    for (const word of new Set(words)) expect(sealed).not.toContain(`${word} `)

    // Just created, the wallet is unlocked: binding asks only to confirm the signature.
    expect(await bindKidWallet(page)).toEqual(['Sign this message?'])
    await page.getByText('Bound to your account').waitFor()

    // Signed out, the same browser signs in with the KID wallet: its password unlocks it.
    await page.context().clearCookies()
    await page.goto('/login')
    await page.waitForLoadState('networkidle')
    await clickForDialog(page, page.getByRole('button', { name: 'Connect Wallet' }))
    const signedIn = page.getByRole('banner').getByLabel('Open wallet card')
    expect(await answerKidWallet(page, signedIn)).toEqual(['Sign this message?'])
    await page.waitForURL((url) => url.pathname === '/')
    expect((await userInfo(page)).walletaddress?.toLowerCase()).toBe(kept.data.address)
  })

  it('imports a funded key and buys, lists, offers and mints with it, confirming each transaction it shows', async () => {
    const { page: seller, itemPage } = await creatorOnNewItem(open, baseURL, 'Kidbuy')
    await listAtPrice(seller, { currency: 'ETH', price: '0.25' })

    const account = freshDevAccount()
    await fund(baseURL, account.address)
    const key = account.getHdKey().privateKey
    if (!key) throw new Error('the dev account has no key')
    const member = await registerMember(baseURL, 'kidbuyer')
    // No client-IP header of its own: the page talks to the chain's node too, which would refuse it
    // (CORS), as the trading journeys' people do.
    const page = await open()
    await signInAs(page, baseURL, member)
    await page.goto('/wallet/setup/import')
    await page.waitForLoadState('networkidle')
    await page.getByLabel('Recovery phrase or private key').fill('not a key')
    await newWalletPassword(page)
    await page.getByRole('button', { name: 'Import wallet' }).click()
    await page
      .getByText('Enter a 12 or 24-word recovery phrase, or a private key of 64 hex digits.')
      .waitFor()
    await page.getByLabel('Recovery phrase or private key').fill(Buffer.from(key).toString('hex'))
    await page.getByRole('button', { name: 'Import wallet' }).click()
    await page.waitForURL((url) => url.pathname === '/wallet')
    await page
      .getByText(`${account.address.slice(0, 8)}`, { exact: false })
      .first()
      .waitFor()
    await bindKidWallet(page)

    // A fresh page: the key is gone from memory, so the buy asks for the wallet password again.
    await page.goto(itemPage)
    await page.waitForLoadState('networkidle')
    await clickForDialog(page, page.getByRole('button', { name: 'Buy now' }))
    const confirmed = await completeKidFlow(page, 'Buy now', async (confirm) => {
      await confirm.getByText('0.25 ETH').waitFor()
      await confirm.getByText('Network fee (at most)').waitFor()
    })
    expect(confirmed).toEqual(['Send this transaction?'])
    await expect.poll(() => ownerShown(page)).toContain(account.address.slice(0, 8).toLowerCase())

    // The other trading flows with the same KID wallet: list what it bought, offer on another
    // listing in WETH, and mint a new NFT into the shared collection.
    await listAtPrice(page, { currency: 'ETH', price: '0.4' }, undefined, completeKidFlow)
    await page.getByRole('button', { name: 'Cancel listing' }).waitFor()

    const other = await creatorOnNewItem(open, baseURL, 'Kidoffer')
    await listAtPrice(other.page, { currency: 'WETH', price: '1' })
    await giveWeth(baseURL, account, parseEther('0.5'))
    await page.goto(other.itemPage)
    await page.waitForLoadState('networkidle')
    await makeOffer(page, '0.3', undefined, completeKidFlow)
    await page.getByRole('button', { name: 'Cancel offer' }).waitFor()

    const name = uniqueName('Kidmint')
    await createNftInUi(
      page,
      { name, collection: 'KID Shared · ERC-721 · shared', property: ['Made', 'KID wallet'] },
      '/nftCreate',
      completeKidFlow,
    )
    await expect.poll(() => ownerShown(page)).toContain(account.address.slice(0, 8).toLowerCase())
  }, 300_000)

  for (const [width, options] of [
    [1440, DESKTOP],
    [375, MOBILE],
  ] as const)
    it(`states its details and how the e-mail brings it back, for a wallet member at ${width} px`, async () => {
      // A member who signed in with a wallet, so the account has no e-mail; its phrase becomes the KID wallet.
      const phrase = generateMnemonic(english)
      const { account, token } = await walletCreator(baseURL, mnemonicToAccount(phrase))
      const user = await apiCall<Record<string, unknown>>(baseURL, 'user/info', { ip: uniqueIp(), token })
      const page = await open(options)
      await signInAs(page, baseURL, { email: '', password: '', token, user: user.data })

      // No KID wallet yet: the overview's offer.
      await page.goto('/wallet/settings/info')
      await page.getByRole('heading', { name: 'No KID wallet yet' }).waitFor()
      await page.getByRole('link', { name: 'Create a wallet' }).waitFor()

      await importKidWallet(page, { phrase })
      await page.getByRole('link', { name: 'Wallet details' }).first().click()
      await page.getByRole('heading', { level: 1, name: 'Wallet details' }).waitFor()
      expect(await page.getByTestId('wallet-address').innerText()).toBe(account.address)
      expect(await fact(page, 'Made from').innerText()).toMatch(/^Recovery phrase: /)
      await fact(page, 'Kept').getByText('In this browser too').waitFor()
      expect(await fact(page, 'Kept').innerText()).toContain('On KID’s server with your account, sealed')
      expect(await fact(page, 'Network').innerText()).toContain('KID Local (anvil), chain id 31337')
      expect(await fact(page, 'Bound to your account').innerText()).toMatch(/^Yes: /)
      expect(await fact(page, 'Protection').innerText()).toContain('N = 32,768 (2^15), r = 8 and p = 1')
      expect(await fact(page, 'Protection').innerText()).toContain('AES-256-GCM')
      await page.getByRole('link', { name: 'View recovery phrase' }).waitFor()
      const state = fact(page, 'Unlocked').getByRole('status')
      expect(await state.innerText()).toMatch(/^Unlocked in this tab/)
      expect(await seriousViolations(page)).toEqual([])

      // Lock now locks the wallet: the page says so, and the overview has nothing left to lock.
      await fact(page, 'Unlocked').getByRole('button', { name: 'Lock now' }).click()
      // Exactly 'Locked': the unlocked state's words contain it too ('Unlocked in this tab').
      await state.getByText('Locked', { exact: true }).waitFor()
      expect(await fact(page, 'Unlocked').getByRole('button', { name: 'Lock now' }).count()).toBe(0)
      await walletSection(page, 'Overview', 'KID wallet')
      await page.getByText('Bound to your account').waitFor()
      expect(await page.getByRole('button', { name: 'Lock', exact: true }).count()).toBe(0)

      // The e-mail page: none yet, so it offers one, in the change-e-mail dialog without a password.
      await walletSection(page, 'Recovery e-mail')
      await page.getByText('None: you sign in with your wallet.').waitFor()
      await page.getByText('KID cannot recover your wallet password').waitFor()
      expect(await seriousViolations(page)).toEqual([])
      await clickForDialog(page, page.getByRole('button', { name: 'Add an e-mail' }))
      const dialog = page.getByRole('dialog', { name: 'Add an e-mail' })
      await dialog.getByLabel('Email').waitFor()
      expect(await dialog.getByLabel('Current password').count()).toBe(0)
      expect(await seriousViolations(page)).toEqual([])
      if (width === 375) return

      // Sent: the page says where to confirm; once confirmed, the account has the address.
      const email = uniqueEmail('kidwallet-mail')
      await dialog.getByLabel('Email').fill(email)
      await dialog.getByRole('button', { name: 'Send confirmation link' }).click()
      await dialog.getByText(email).waitFor()
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'detached' })
      expect(
        await page.getByRole('status').filter({ hasText: 'We sent a confirmation link' }).innerText(),
      ).toContain(email)
      await page.goto(linkIn((await mailTo(baseURL, email)).text, '/emailVerify'))
      await page.getByText('Email confirmed').waitFor()
      await page.goto('/wallet/settings/email')
      expect(await page.getByTestId('account-email').innerText()).toBe(email)
      await page.getByRole('button', { name: 'Change e-mail' }).waitFor()
    }, 120_000)
})
