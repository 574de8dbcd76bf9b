import type { KnsAutoRenew } from '@kid/shared/kns/views'
import type { ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { AutoRenewSwitch } from './AutoRenewPanel.tsx'

const render = (element: ReactElement) =>
  renderToString(<RouterProvider router={createMemoryRouter([{ path: '/', element }])} />)
const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&#x27;|&#39;/g, "'")

const view: KnsAutoRenew = {
  label: 'mira',
  offered: true,
  on: true,
  yearlyUsdt: '20000000',
  decimals: 6,
  balance: '125500000',
  renewsAt: '2027-03-04T12:00:00.000Z',
  last: null,
}
const shown = (v: Partial<KnsAutoRenew>) =>
  render(<AutoRenewSwitch view={{ ...view, ...v }} busy={false} onChange={() => undefined} />)

describe('the auto-renew switch', () => {
  it('shows the switch, what it does, the yearly price, the balance and the next renewal', () => {
    const html = shown({})
    expect(html).toContain('role="switch"')
    expect(html).toContain('aria-checked="true"')
    expect(html).toContain('aria-labelledby="autorenew-title"')
    expect(text(html)).toContain(
      'KID renews it for 1 year from your spending balance 7 days before it expires.',
    )
    expect(text(html)).toContain('A year costs20 USDT')
    expect(text(html)).toContain('Your spending balance125.5 USDT')
    expect(text(html)).toContain('Next renewal: Mar 4, 2027.')
    expect(html).not.toContain('/wallet/spending/deposit')
  })

  it('is off with no next renewal, and offers a deposit when the balance is short of a year', () => {
    const html = shown({ on: false, renewsAt: null, balance: '19999999' })
    expect(html).toContain('aria-checked="false"')
    expect(text(html)).not.toContain('Next renewal')
    expect(html).toContain('href="/wallet/spending/deposit"')
    expect(text(html)).toContain('Your balance is short of a year’s price.')
  })

  it('says KID cannot renew here, without a switch, where the platform has no relayer', () => {
    const html = shown({ offered: false, on: false })
    expect(html).not.toContain('role="switch"')
    expect(text(html)).toContain('KID cannot renew names for you here: renew it yourself before it expires.')
    expect(text(html)).not.toContain('A year costs')
  })

  it('tells what the last auto-renewal did', () => {
    const at = '2026-11-20T10:00:00.000Z'
    expect(text(shown({ last: { expiresAt: at, status: 'done', note: null, txHash: '0x1', at } }))).toContain(
      'KID last renewed it on Nov 20, 2026.',
    )
    expect(
      text(shown({ last: { expiresAt: at, status: 'unfunded', note: null, txHash: null, at } })),
    ).toContain('On Nov 20, 2026 your balance was short of 20 USDT, so KID did not renew it.')
    const note = 'KID could not renew it: the registry refused the transaction.'
    expect(text(shown({ last: { expiresAt: at, status: 'failed', note, txHash: null, at } }))).toContain(note)
  })
})
