import { describe, expect, it } from 'vitest'
import { checkAmount, ethFee, feeProblem, maxAmount, type SendToken } from './sendAmount.ts'

const ETH = 10n ** 18n
const eth: SendToken = { symbol: 'ETH', decimals: 18, amount: 2n * ETH }
const usdt: SendToken = { symbol: 'USDT', decimals: 6, amount: 30_000_000n }

describe('checkAmount', () => {
  it('reads a decimal exactly in the smallest unit, up to the whole balance', () => {
    expect(checkAmount('12.5', usdt)).toEqual({ units: 12_500_000n })
    expect(checkAmount(' 30 ', usdt)).toEqual({ units: 30_000_000n })
    expect(checkAmount('.000001', usdt)).toEqual({ units: 1n })
    expect(checkAmount('1.999999999999999999', eth)).toEqual({ units: 2n * ETH - 1n })
    // Trailing zeros past the token's decimals add nothing, so they are no reason to refuse.
    expect(checkAmount('1.50000000', usdt)).toEqual({ units: 1_500_000n })
  })

  it('says what is wrong: not a number, too many decimals, zero or less, more than the balance', () => {
    for (const text of ['', '.', 'abc', '1,5', '1e3', '1.2.3', '0x10'])
      expect(checkAmount(text, usdt).problem).toBe('Enter the amount as a number, like 1.5.')
    expect(checkAmount('0.0000001', usdt).problem).toBe('USDT has at most 6 decimals.')
    expect(checkAmount('0', usdt).problem).toBe('Enter an amount above 0.')
    expect(checkAmount('-1', usdt).problem).toBe('Enter an amount above 0.')
    expect(checkAmount('30.000001', usdt).problem).toBe('That is more than your wallet holds: 30 USDT.')
    expect(checkAmount('2.1', eth).problem).toBe('That is more than your wallet holds: 2 ETH.')
  })
})

describe('maxAmount', () => {
  it('is the whole balance of a token, and for ETH the balance less the fee once the fee is known', () => {
    expect(maxAmount(usdt, undefined)).toBe(30_000_000n)
    expect(maxAmount(usdt, 10n ** 15n)).toBe(30_000_000n)
    expect(maxAmount(eth, undefined)).toBeUndefined()
    expect(maxAmount(eth, 42_000n)).toBe(2n * ETH - 42_000n)
    expect(maxAmount({ ...eth, amount: 100n }, 420n)).toBe(0n)
  })
})

describe('feeProblem', () => {
  const fee = 42_000_000_000_000n // 0.000042 ETH
  it('passes when the ETH left after the amount pays the fee', () => {
    expect(feeProblem(eth, 2n * ETH - fee, fee, 2n * ETH)).toBeUndefined()
    expect(feeProblem(usdt, 30_000_000n, fee, fee)).toBeUndefined()
  })

  it('tells an ETH sender the most they can send, and a token sender that the fee needs ETH', () => {
    expect(feeProblem(eth, 2n * ETH, fee, 2n * ETH)).toBe(
      'With the network fee of up to 0.000042 ETH, you can send at most 1.999958 ETH.',
    )
    expect(feeProblem(usdt, 1n, fee, 0n)).toBe(
      'The network fee is up to 0.000042 ETH and your wallet holds 0 ETH: add ETH to pay for it.',
    )
  })
})

describe('ethFee', () => {
  it('shows a small fee in ETH without reading as 0', () => {
    expect(ethFee(42_000_000_000_000n)).toBe('0.000042 ETH')
    expect(ethFee(1n)).toBe('less than 0.00000001 ETH')
    expect(ethFee(0n)).toBe('0 ETH')
  })
})
