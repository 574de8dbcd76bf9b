import type { ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { RelayState, Withdrawal } from './types.ts'
import { Saved } from './WithdrawForm.tsx'

const render = (element: ReactElement) =>
  renderToString(<RouterProvider router={createMemoryRouter([{ path: '/', element }])} />)

const issued: Withdrawal = {
  id: 7,
  title: 'USDT',
  amount: '12500000',
  decimals: 6,
  address: `0x${'a1'.repeat(20)}`,
  chainId: 31337,
  status: 'issued',
  statustext: 'Ready to send',
  createtime: 0,
  updatetime: 0,
  note: null,
  txhash: null,
  relay: null,
  voucher: {
    contract: `0x${'f1'.repeat(20)}`,
    dest: `0x${'a1'.repeat(20)}`,
    amount: '12500000',
    expired: 1_900_000_000,
    serial: 7,
    signature: `0x${'5a'.repeat(65)}`,
  },
}
const saved = (withdrawal: Withdrawal, relayer: boolean) =>
  render(
    <Saved
      withdrawal={withdrawal}
      relayer={relayer}
      busy={false}
      onSend={() => undefined}
      onRelay={() => undefined}
      onAnother={() => undefined}
    />,
  )
const relay = (status: RelayState['status'], statustext: string, note: string | null = null): RelayState => ({
  status,
  statustext,
  txhash: null,
  note,
})

describe('the saved withdrawal', () => {
  it('offers "Send it for me" beside the wallet only when the platform has a relayer', () => {
    const offered = saved(issued, true)
    expect(offered).toContain('Send from my wallet')
    expect(offered).toContain('Send it for me')
    expect(offered).toContain('or let KID send it for you,')
    const plain = saved(issued, false)
    expect(plain).toContain('Send from my wallet')
    expect(plain).not.toContain('Send it for me')
  })

  it('once KID was asked, says what it does and offers neither button; if it failed, the wallet again', () => {
    const sending = saved({ ...issued, relay: relay('sent', 'Sent by KID: waiting for the network') }, true)
    expect(sending).toContain('12.5 USDT: Sent by KID: waiting for the network')
    expect(sending).toContain('pays the network fee')
    expect(sending).not.toContain('Send it for me')
    expect(sending).not.toContain('Send from my wallet')
    const failed = saved(
      { ...issued, relay: relay('failed', 'KID could not send it', 'KID cannot send withdrawals right now') },
      true,
    )
    expect(failed).toContain('KID could not send it: KID cannot send withdrawals right now.')
    expect(failed).toContain('Send from my wallet')
    expect(failed).not.toContain('Send it for me')
  })

  it('has nothing to send while a withdrawal waits for approval', () => {
    const review = saved(
      { ...issued, status: 'review', statustext: 'Waiting for approval', voucher: null },
      true,
    )
    expect(review).toContain('12.5 USDT: Waiting for approval')
    expect(review).not.toContain('Send it for me')
    expect(review).not.toContain('Send from my wallet')
  })
})
