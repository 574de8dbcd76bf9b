import { describe, expect, it } from 'vitest'
import { hasChromium, useBrowser } from '../support/journey.ts'
import { transactionDialog, walletMember } from '../support/market.ts'
import { devAccount } from '../support/test-wallet.ts'

describe.runIf(hasChromium)('the chain layer: a real transaction from the wallet card', () => {
  const { open, baseURL } = useBrowser()

  it('wraps ETH into WETH: the dialog shows the step done with its transaction; the WETH balance grows by the amount', async () => {
    const page = await open()
    const wallet = await walletMember(page, baseURL, devAccount(4))

    await page.getByRole('banner').getByLabel('Open wallet card').click()
    await page.getByRole('dialog', { name: 'Wallet card' }).getByRole('button', { name: 'Wrap ETH' }).click()
    const wrap = page
      .getByRole('dialog', { name: 'Wrap ETH' })
      .filter({ hasText: 'Offers and bids are paid in WETH.' })
    const weth = wrap.getByText('WETH balance').locator('xpath=following-sibling::dd')
    await expect.poll(() => weth.textContent()).not.toBe('—')
    const before = Number(await weth.textContent())

    await wrap.getByLabel('Amount (ETH)').fill('0.25')
    await wrap.getByRole('button', { name: 'Wrap ETH' }).click()
    const steps = await transactionDialog(page, 'Wrap ETH')
    await steps.getByText('All done.').waitFor()
    await expect.poll(() => steps.getByRole('listitem').getAttribute('aria-label')).toBe('Wrap ETH: done')
    await expect.poll(() => steps.getByText(/^Transaction 0x/).count()).toBe(1)
    await steps.getByRole('button', { name: 'Done' }).click()

    await expect.poll(async () => Number(await weth.textContent())).toBeCloseTo(before + 0.25, 6)
    expect(await wallet.calls()).toEqual(expect.arrayContaining(['eth_sendTransaction']))
  })

  it('explains a refused signature in the dialog and lets the person retry', async () => {
    const page = await open()
    await walletMember(page, baseURL, devAccount(5))
    await page.evaluate(() => {
      // The wallet refuses the next send: the dialog must say why and offer Retry.
      const provider = (
        window as unknown as { ethereum: { request: (a: { method: string }) => Promise<unknown> } }
      ).ethereum
      const request = provider.request.bind(provider)
      let refused = false
      provider.request = async (args) => {
        if (args.method === 'eth_sendTransaction' && !refused) {
          refused = true
          throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
        }
        return request(args)
      }
    })
    await page.getByRole('banner').getByLabel('Open wallet card').click()
    await page.getByRole('dialog', { name: 'Wallet card' }).getByRole('button', { name: 'Wrap ETH' }).click()
    const wrap = page
      .getByRole('dialog', { name: 'Wrap ETH' })
      .filter({ hasText: 'Offers and bids are paid in WETH.' })
    await wrap.getByLabel('Amount (ETH)').fill('0.01')
    await wrap.getByRole('button', { name: 'Wrap ETH' }).click()
    const steps = await transactionDialog(page, 'Wrap ETH')
    await steps.getByRole('alert').filter({ hasText: 'Signature denied' }).waitFor()
    await steps.getByRole('button', { name: 'Retry' }).click()
    await steps.getByText('All done.').waitFor()
  })
})
