import { describe, expect, it } from 'vitest'
import { formatEth, formatUsd, parseEth, toWei } from './price.ts'

describe('prices', () => {
  it('shows wei as ETH rounded at 4 decimals', () => {
    expect(formatEth(1_234_567_000_000_000_000n)).toBe('1.2346 ETH')
    expect(formatEth(50_000_000_000_000_000n)).toBe('0.05 ETH')
    expect(formatEth(0n)).toBe('0 ETH')
  })

  it('names wrapped ether by its own symbol', () => {
    expect(formatEth(250_000_000_000_000_000n, 'WETH')).toBe('0.25 WETH')
  })

  it('holds the display at 1e8 ETH', () => {
    expect(formatEth(10n ** 30n)).toBe('100000000 ETH')
  })

  it('converts to USD exactly, to the cent', () => {
    expect(formatUsd(10n ** 18n, '3012.45')).toBe('$3,012.45')
    expect(formatUsd(50_000_000_000_000_000n, '3000')).toBe('$150.00')
    // 0.333... ETH at $3 is $0.999..., rounded half up to $1.00
    expect(formatUsd(333_333_333_333_333_333n, '3')).toBe('$1.00')
    expect(formatUsd(12_345_678_901_234_567_890_123n, '2500.5')).toBe('$30,870,370.09')
  })

  it('gives no USD figure without a price, never an invented one', () => {
    expect(formatUsd(10n ** 18n, undefined)).toBeUndefined()
    expect(formatUsd(10n ** 18n, '')).toBeUndefined()
    expect(formatUsd(10n ** 18n, 'NaN')).toBeUndefined()
  })

  it('reads wei from the wire and ETH from a form', () => {
    expect(toWei('1000')).toBe(1000n)
    expect(toWei('1e18')).toBeUndefined()
    expect(toWei(null)).toBeUndefined()
    expect(parseEth('0.05')).toBe(50_000_000_000_000_000n)
    expect(parseEth('abc')).toBeUndefined()
    expect(parseEth('-1')).toBeUndefined()
  })
})
