import { describe, expect, it } from 'vitest'
import { shownAmount } from './money.ts'
import { withdrawVoucher } from './withdrawVoucher.ts'

describe('spending', () => {
  it('sends the voucher exactly as the server signed it', () => {
    const voucher = {
      contract: `0x${'f1'.repeat(20)}`,
      dest: `0x${'a1'.repeat(20)}`,
      amount: '12500000',
      expired: 1_900_000_000,
      serial: 7,
      signature: `0x${'5a'.repeat(65)}`,
    } as const
    expect(withdrawVoucher.request({ voucher })).toMatchObject({
      address: voucher.contract,
      functionName: 'withdraw',
      args: [voucher.dest, 12_500_000n, 1_900_000_000n, 7n, voucher.signature],
    })
  })

  it('shows integer amounts with their decimals', () => {
    expect(shownAmount('12500000', 6)).toBe('12.5 USDT')
    expect(shownAmount('1234567', 6)).toBe('1.2346 USDT')
    expect(shownAmount(undefined, 6)).toBe('—')
  })
})
