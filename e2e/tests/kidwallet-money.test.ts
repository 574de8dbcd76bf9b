import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { apiCall, registerMember, signInAs, uniqueIp } from '../support/account.ts'
import { seriousViolations } from '../support/axe.ts'
import { MOBILE } from '../support/browser.ts'
import { hasChromium, useBrowser } from '../support/journey.ts'
import { bindKidWallet, completeKidFlow, createKidWallet } from '../support/kid-wallet.ts'
import { giveUsdt } from '../support/market.ts'
import { fund } from '../support/market-catalog.ts'

const USDT = 10n ** 6n

/** Opens the header's wallet card, as a person does (the avatar); the card. */
async function openWalletCard(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Open wallet card' }).filter({ visible: true }).first().click()
  const card = page.getByRole('dialog', { name: 'Wallet card' })
  await card.waitFor()
  return card
}

/** The USDT spending balance the card shows ('' while it has not loaded). */
async function cardUsdt(card: Locator): Promise<string> {
  const spending = card.getByRole('region', { name: 'Spending' })
  const terms = await spending.getByRole('term').allInnerTexts()
  const shown = (await spending.getByRole('definition').allInnerTexts())[terms.indexOf('USDT')]?.trim() ?? ''
  return shown.includes('not loaded') ? '' : shown
}

/**
 * Loads `path` and waits until its realtime channel is live (the 'ready' frame); every frame the
 * page's channel is given, as it comes.
 */
async function gotoLive(page: Page, path: string): Promise<string[]> {
  const frames: string[] = []
  // Heard from the socket's first moment: its 'ready' may come before the load ends.
  page.on('websocket', (socket) => {
    if (new URL(socket.url()).pathname === '/realtime')
      socket.on('framereceived', (frame) => frames.push(String(frame.payload)))
  })
  await page.goto(path)
  await expect.poll(() => frames.some((f) => f.includes('"ready"')), { timeout: 60_000 }).toBe(true)
  await page.waitForLoadState('networkidle')
  return frames
}

describe.runIf(hasChromium)('money through the KID wallet', () => {
  const { open, baseURL } = useBrowser()

  it('creates a KID wallet, backs up the phrase, deposits USDT, sees the card update by itself, withdraws part and sees it paid', async () => {
    const member = await registerMember(baseURL, 'kidmoney')
    // A phone, and no client-IP header: the KID wallet talks to the chain's node, which would refuse it (CORS).
    const page = await open(MOBILE)
    await signInAs(page, baseURL, member)
    const axeClean = async () => expect(await seriousViolations(page)).toEqual([])
    await createKidWallet(page, axeClean)
    // Just created, the wallet is unlocked: binding asks only to confirm the signature.
    expect(await bindKidWallet(page)).toEqual(['Sign this message?'])
    await page.getByText('Bound to your account').waitFor()
    await axeClean()
    const kept = await apiCall<{ address: `0x${string}` }>(baseURL, 'user/funding/wallet/detail', {
      ip: uniqueIp(),
      token: member.token,
    })
    const address = kept.data.address
    await fund(baseURL, address)
    await giveUsdt(baseURL, address, 30n * USDT)

    // A second tab of the same member, its wallet card open before the deposit: it must update by itself.
    const watcher = await page.context().newPage()
    const pushed = await gotoLive(watcher, '/wallet/spending/withdraw')
    const watchedCard = await openWalletCard(watcher)
    await expect.poll(() => cardUsdt(watchedCard), { timeout: 30_000 }).toBe('0')
    let reloads = 0
    watcher.on('load', () => reloads++)

    // A fresh load: the key is gone from memory, so the deposit asks for the wallet password.
    await page.bringToFront()
    await gotoLive(page, '/wallet/spending/deposit')
    await page.getByText('In your wallet: 30 USDT').waitFor()
    await axeClean()
    await page.getByLabel('Amount (USDT)').fill('25')
    await page.getByRole('button', { name: 'Deposit', exact: true }).click()
    // Two transactions, each shown to confirm: the approval, then the deposit.
    expect(await completeKidFlow(page, 'Deposit USDT')).toEqual([
      'Send this transaction?',
      'Send this transaction?',
    ])
    await page.getByText('In your wallet: 5 USDT').waitFor()

    // No reload anywhere: the indexer credits the deposit and the ledger pushes the balances.
    const card = await openWalletCard(page)
    await expect.poll(() => cardUsdt(card), { timeout: 120_000, interval: 500 }).toBe('25')
    await axeClean()
    await expect.poll(() => cardUsdt(watchedCard), { timeout: 30_000, interval: 500 }).toBe('25')
    expect(reloads).toBe(0)
    expect(pushed.map((f) => JSON.parse(f).event)).toContain('ledger.balances')

    // From the card to the withdrawal, sent from the KID wallet (still unlocked: no full load since).
    await card.getByRole('link', { name: 'Withdraw' }).click()
    await page.waitForURL('**/wallet/spending/withdraw')
    await page.getByText('Available: 25 USDT').waitFor()
    await page.getByLabel('Amount (USDT)').fill('10')
    expect(await page.getByLabel('To wallet address').inputValue()).toBe(address)
    await axeClean()
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click()
    await page.getByRole('heading', { name: '10 USDT is ready to send' }).waitFor()
    await page.getByRole('button', { name: 'Send from my wallet' }).click()
    expect(await completeKidFlow(page, 'Withdraw USDT')).toEqual(['Send this transaction?'])

    // The history says Paid once the network confirms it, again without a reload.
    await page.getByRole('link', { name: 'See history' }).click()
    await page.waitForURL('**/wallet/spending/info')
    const withdrawals = page.getByRole('list', { name: 'Your withdrawals' })
    await expect
      .poll(async () => (await withdrawals.textContent()) ?? '', { timeout: 120_000 })
      .toContain('Paid')
    const usdt = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'USDT' }) })
    expect(await usdt.textContent()).toContain('Available15')
    expect(await withdrawals.textContent()).toContain('10 USDT')
    await axeClean()
    await page.setViewportSize({ width: 1440, height: 900 })
    await axeClean()
    // The card of the other tab followed the withdrawal too.
    await expect.poll(() => cardUsdt(watchedCard), { timeout: 30_000, interval: 500 }).toBe('15')
    expect(reloads).toBe(0)
  }, 300_000)
})
