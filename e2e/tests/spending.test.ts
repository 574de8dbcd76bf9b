import { describe, expect, it } from 'vitest'
import { seriousViolations } from '../support/axe.ts'
import { hasChromium, useBrowser } from '../support/journey.ts'
import { completeFlow, giveUsdt, walletMember } from '../support/market.ts'
import { devAccount } from '../support/test-wallet.ts'

const USDT = 10n ** 6n

describe.runIf(hasChromium)(
  'spending: a deposit shows, a withdrawal goes out and the history says so',
  () => {
    const { open, baseURL } = useBrowser()

    it('deposits USDT from the deposit page, sees it on /wallet/spending/info, withdraws part from the wallet and sees it paid', async () => {
      const page = await open()
      await walletMember(page, baseURL, devAccount(8))
      await giveUsdt(baseURL, devAccount(8).address, 30n * USDT)
      // Before any deposit there is nothing to withdraw: the page says so and offers the deposit.
      await page.goto('/wallet/spending/withdraw')
      await page.getByRole('heading', { name: 'No USDT to withdraw yet' }).waitFor()
      await page.getByRole('link', { name: 'Deposit USDT' }).click()

      // The deposit page: the wallet approves the funding contract, then deposits under the member's id.
      await page.waitForURL('**/wallet/spending/deposit')
      await page.waitForLoadState('networkidle')
      await page.getByText('In your wallet: 30 USDT').waitFor()
      await page.getByLabel('Amount (USDT)').fill('25')
      await page.getByRole('button', { name: 'Deposit', exact: true }).click()
      await completeFlow(page, 'Deposit USDT', async (steps) => {
        expect(await steps.getByRole('listitem').allTextContents()).toHaveLength(2)
      })
      await page.getByText('In your wallet: 5 USDT').waitFor()
      expect(await seriousViolations(page)).toEqual([])

      await page.getByRole('link', { name: 'See your balance' }).click()
      await page.waitForURL('**/wallet/spending/info')
      await page.waitForLoadState('networkidle')
      const usdt = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'USDT' }) })
      // The indexer credits once the deposit is confirmed, behind the whole suite's other events.
      await expect
        .poll(
          async () => {
            await page.reload()
            return (await usdt.textContent()) ?? ''
          },
          { timeout: 60_000 },
        )
        .toContain('Available25')
      expect(await seriousViolations(page)).toEqual([])

      await page.getByRole('link', { name: 'Withdraw USDT' }).click()
      await page.waitForURL('**/wallet/spending/withdraw')
      await page.waitForLoadState('networkidle')
      await page.getByLabel('Amount (USDT)').fill('0.5')
      await page.getByRole('button', { name: 'Withdraw', exact: true }).click()
      await page.getByRole('alert').filter({ hasText: 'The minimum withdrawal is 1 USDT' }).waitFor()
      expect(await seriousViolations(page)).toEqual([])

      await page.getByLabel('Amount (USDT)').fill('10')
      await page.getByRole('button', { name: 'Withdraw', exact: true }).click()
      await page.getByRole('heading', { name: '10 USDT is ready to send' }).waitFor()
      await page.getByRole('button', { name: 'Send from my wallet' }).click()
      await completeFlow(page, 'Withdraw USDT')

      await page.getByRole('link', { name: 'See history' }).click()
      await page.waitForURL('**/wallet/spending/info')
      await expect
        .poll(
          async () => {
            await page.reload()
            return (await page.getByRole('list', { name: 'Your withdrawals' }).textContent()) ?? ''
          },
          { timeout: 30_000 },
        )
        .toContain('Paid')
      expect(await usdt.textContent()).toContain('Available15')
    }, 180_000)
  },
)
