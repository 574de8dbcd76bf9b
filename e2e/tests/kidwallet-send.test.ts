import { abi as stableCoinAbi } from '@kid/contracts/artifacts/StableCoin'
import type { Page } from 'playwright-core'
import { type Address, createPublicClient, formatEther, type Hex, http, parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { registerMember, signInAs } from '../support/account.ts'
import { seriousViolations } from '../support/axe.ts'
import { MOBILE } from '../support/browser.ts'
import { hasChromium, useBrowser } from '../support/journey.ts'
import { answerKidWallet, importKidWallet } from '../support/kid-wallet.ts'
import { chainConfig, giveUsdt } from '../support/market.ts'
import { fund } from '../support/market-catalog.ts'
import { freshDevAccount } from '../support/test-wallet.ts'

const USDT = 10n ** 6n

/** The sentence shown under a field (the alert the field is described by), or '' while there is none. */
async function fieldAlert(page: Page, label: string): Promise<string> {
  const id = await page.getByLabel(label, { exact: true }).getAttribute('aria-describedby')
  const alert = page.locator(`[id="${id}"][role="alert"]`)
  return (await alert.count()) > 0 ? alert.innerText() : ''
}

/** Goes from the form to the confirmation, and checks it shows the transfer in full with its fee. */
async function confirmTransfer(page: Page, amount: string, to: string) {
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByRole('heading', { name: 'Check the transfer' }).waitFor()
  const terms = await page.getByRole('main').locator('dl dt').allInnerTexts()
  const values = await page.getByRole('main').locator('dl dd').allInnerTexts()
  const shown = Object.fromEntries(terms.map((term, i) => [term.toLowerCase(), values[i]]))
  expect(shown.amount).toBe(amount)
  expect(shown.to).toBe(to)
  expect(shown['network fee (at most)']).toMatch(/^0\.\d+ ETH$/)
}

/** Presses Send and answers the KID wallet (its password, when locked) until the result shows; the hash shown. */
async function sendAndWait(page: Page, sent: string): Promise<Hex> {
  await page.getByRole('button', { name: 'Send', exact: true }).click()
  const done = page.getByRole('heading', { name: `Sent ${sent}` })
  // The page's own confirmation was the last question: the wallet asks nothing more than its password.
  expect(await answerKidWallet(page, done, undefined, page.getByRole('alert').first())).toEqual([])
  const hash = (await page.locator('[role="status"] code').innerText()).trim()
  expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
  return hash as Hex
}

describe.runIf(hasChromium)('the KID wallet sends', () => {
  const { open, baseURL } = useBrowser()

  it('sends USDT and ETH to another address from a phone, refusing a bad address and more than it holds', async () => {
    const account = freshDevAccount()
    await fund(baseURL, account.address)
    await giveUsdt(baseURL, account.address, 40n * USDT)
    // A fresh address: it holds nothing, so its balances after are exactly what was sent.
    const recipient = freshDevAccount().address
    const { rpcUrl, contracts } = await chainConfig(baseURL)
    const chain = createPublicClient({ transport: http(rpcUrl) })

    const member = await registerMember(baseURL, 'kidsend')
    // No client-IP header: the page talks to the chain's node too, which would refuse it (CORS).
    const page = await open(MOBILE)
    await signInAs(page, baseURL, member)
    await importKidWallet(page, account)
    // A full load: the key is gone from memory, so sending will ask for the wallet password.
    await page.goto('/wallet')
    await page.waitForLoadState('networkidle')
    await page.getByRole('region', { name: 'On chain' }).getByRole('link', { name: 'Send' }).click()
    await page.waitForURL('**/wallet/assets/send')
    await page.getByRole('heading', { name: 'Send', level: 1 }).waitFor()
    await expect
      .poll(() => page.locator('fieldset label').filter({ hasText: 'USDT' }).innerText())
      .toMatch(/40/)

    // The address is checked as it is typed.
    await page.getByRole('radio', { name: /^USDT/ }).check()
    const to = page.getByLabel('To address', { exact: true })
    await to.fill('0x5aAe')
    expect(await fieldAlert(page, 'To address')).toBe('')
    await to.fill('not an address')
    await expect
      .poll(() => fieldAlert(page, 'To address'))
      .toBe('A wallet address is 0x followed by 40 digits and letters from a to f.')
    // EIP-55's own example with two letters' case swapped: the checksum catches the typo.
    await to.fill('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD'.replace('aAeb', 'aaEb'))
    await expect
      .poll(() => fieldAlert(page, 'To address'))
      .toContain('its capital letters do not match its checksum')
    await to.fill(account.address)
    await expect
      .poll(() => fieldAlert(page, 'To address'))
      .toBe('This is your own KID wallet’s address. Enter the address you want to send to.')
    await to.fill(`0x${'0'.repeat(40)}`)
    await expect.poll(() => fieldAlert(page, 'To address')).toContain('zero address')
    await to.fill(recipient)

    const amount = page.getByLabel('Amount (USDT)', { exact: true })
    await amount.fill('40.000001')
    await expect
      .poll(() => fieldAlert(page, 'Amount (USDT)'))
      .toBe('That is more than your wallet holds: 40 USDT.')
    await amount.fill('12.1234567')
    await expect.poll(() => fieldAlert(page, 'Amount (USDT)')).toBe('USDT has at most 6 decimals.')
    expect(await seriousViolations(page)).toEqual([])

    await amount.fill('12.5')
    await confirmTransfer(page, '12.5 USDT', recipient)
    expect(await seriousViolations(page)).toEqual([])
    const usdtHash = await sendAndWait(page, '12.5 USDT')
    expect((await chain.getTransactionReceipt({ hash: usdtHash })).status).toBe('success')
    const usdtOf = (owner: Address) =>
      chain.readContract({
        address: contracts.USDT as Address,
        abi: stableCoinAbi,
        functionName: 'balanceOf',
        args: [owner],
      })
    expect(await usdtOf(recipient)).toBe(12_500_000n)
    expect(await usdtOf(account.address)).toBe(27_500_000n)
    await page.getByText('Your USDT now: 27.5 USDT').waitFor()
    expect(await seriousViolations(page)).toEqual([])

    // ETH next, the wallet still unlocked: Max keeps the fee back, and too much is refused.
    await page.getByRole('button', { name: 'Send more' }).click()
    await page.getByRole('radio', { name: /^ETH/ }).check()
    await page.getByLabel('To address', { exact: true }).fill(recipient)
    const ethAmount = page.getByLabel('Amount (ETH)', { exact: true })
    await page.getByText(/Network fee up to 0\.\d+ ETH\.$/).waitFor()
    await page.getByRole('button', { name: 'Max' }).click()
    const max = parseEther(await ethAmount.inputValue())
    const held = await chain.getBalance({ address: account.address })
    expect(max).toBeLessThan(held)
    expect(held - max).toBeLessThan(parseEther('0.01'))
    // One wei more than Max: within the balance, but no longer leaving the fee.
    await ethAmount.fill(formatEther(max + 1n))
    await expect
      .poll(() => fieldAlert(page, 'Amount (ETH)'))
      .toMatch(/^With the network fee of up to 0\.\d+ ETH, you can send at most \d+\.\d+ ETH\.$/)
    await ethAmount.fill(formatEther(held + 1n))
    await expect
      .poll(() => fieldAlert(page, 'Amount (ETH)'))
      .toBe(`That is more than your wallet holds: ${formatEther(held)} ETH.`)

    await ethAmount.fill('0.75')
    await confirmTransfer(page, '0.75 ETH', recipient)
    const ethHash = await sendAndWait(page, '0.75 ETH')
    expect((await chain.getTransactionReceipt({ hash: ethHash })).status).toBe('success')
    expect(await chain.getBalance({ address: recipient })).toBe(parseEther('0.75'))

    await page.setViewportSize({ width: 1440, height: 900 })
    expect(await seriousViolations(page)).toEqual([])
  }, 180_000)
})
