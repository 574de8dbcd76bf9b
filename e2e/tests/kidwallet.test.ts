import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { apiCall, person, registerMember, signInAs } from '../support/account.ts'
import { seriousViolations } from '../support/axe.ts'
import { hasChromium, useBrowser } from '../support/journey.ts'
import {
  answerKidWallet,
  bindKidWallet,
  clickForDialog,
  completeKidFlow,
  newPhraseShown,
  newWalletPassword,
  phraseWrittenDown,
  typeBackPhrase,
} from '../support/kid-wallet.ts'
import { ownerShown } from '../support/market.ts'
import { fund } from '../support/market-catalog.ts'
import { freshDevAccount } from '../support/test-wallet.ts'
import { creatorOnNewItem, listAtPrice } from '../support/trade-steps.ts'

/** The cookie's user, as the page keeps it. */
async function userInfo(page: Page): Promise<{ walletaddress?: string }> {
  const cookies = await page.context().cookies()
  return JSON.parse(decodeURIComponent(cookies.find((c) => c.name === 'user_info')?.value ?? '{}'))
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

  it('imports a funded key and buys an NFT with it, confirming the payment it shows', async () => {
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
  }, 180_000)
})
