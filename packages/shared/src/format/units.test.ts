import { describe, expect, it } from 'vitest'
import {
  capEthDisplay,
  formatUnits,
  MAX_ETH_DISPLAY_WEI,
  parseUnits,
  roundPrice,
  UnitsError,
} from './units.ts'

const ETHER = 10n ** 18n

describe('formatUnits', () => {
  it('rounds to four decimals by default, half away from zero', () => {
    expect(formatUnits(1_234_567n, 6)).toBe('1.2346')
    expect(formatUnits(1_234_449n, 6)).toBe('1.2344')
    expect(formatUnits(1_234_450n, 6)).toBe('1.2345')
    expect(formatUnits(-1_234_450n, 6)).toBe('-1.2345')
    expect(formatUnits(999_995_000_000_000_000n, 18)).toBe('1')
  })
  it('drops trailing zeros and keeps whole values whole', () => {
    expect(formatUnits(1_500_000n, 6)).toBe('1.5')
    expect(formatUnits(2n * ETHER, 18)).toBe('2')
    expect(formatUnits(0n, 18)).toBe('0')
    expect(formatUnits(42n, 0)).toBe('42')
  })
  it('does not lose precision on amounts beyond 2^53', () => {
    expect(formatUnits(123_456_789_012_345_678_901_234_567n, 18, 18)).toBe('123456789.012345678901234567')
  })
  it('shows tiny amounts as zero without a minus sign', () => {
    expect(formatUnits(1n, 18)).toBe('0')
    expect(formatUnits(-1n, 18)).toBe('0')
    expect(formatUnits(1n, 18, 18)).toBe('0.000000000000000001')
  })
  it('rejects impossible decimals', () => {
    expect(() => formatUnits(1n, -1)).toThrow(UnitsError)
    expect(() => formatUnits(1n, 1.5)).toThrow(UnitsError)
  })
})

describe('parseUnits', () => {
  it('parses decimals exactly into the smallest unit', () => {
    expect(parseUnits('1.5', 6)).toBe(1_500_000n)
    expect(parseUnits('0.000001', 6)).toBe(1n)
    expect(parseUnits('.5', 18)).toBe(ETHER / 2n)
    expect(parseUnits('7.', 18)).toBe(7n * ETHER)
    expect(parseUnits(' 100000000 ', 18)).toBe(MAX_ETH_DISPLAY_WEI)
    expect(parseUnits('-2', 6)).toBe(-2_000_000n)
    expect(parseUnits('1.5000000000', 6)).toBe(1_500_000n)
  })
  it('round-trips with formatUnits', () => {
    expect(formatUnits(parseUnits('123.456789', 18), 18, 18)).toBe('123.456789')
  })
  it.each(['', '.', '-', 'abc', '1e5', '1,000', '1 000', '0x10', '1.2.3', '+1'])('rejects %j', (text) => {
    expect(() => parseUnits(text, 18)).toThrow(UnitsError)
  })
  it('rejects more fraction digits than the token has instead of rounding', () => {
    expect(parseUnits('0.123456', 6)).toBe(123_456n)
    expect(() => parseUnits('0.1234567', 6)).toThrow(/more than 6 decimal places/)
  })
})

describe('roundPrice', () => {
  it('rounds strings and numbers to four places by default', () => {
    expect(roundPrice('1.23456')).toBe('1.2346')
    expect(roundPrice('1.23444')).toBe('1.2344')
    expect(roundPrice('0.00005')).toBe('0.0001')
    expect(roundPrice('0.00004')).toBe('0')
    expect(roundPrice(1.23456)).toBe('1.2346')
    expect(roundPrice(2)).toBe('2')
    expect(roundPrice('1.23456', 2)).toBe('1.23')
    expect(() => roundPrice(Number.NaN)).toThrow(UnitsError)
  })
})

describe('capEthDisplay', () => {
  it('holds amounts at 1e8 ETH', () => {
    expect(capEthDisplay(MAX_ETH_DISPLAY_WEI - 1n)).toBe(MAX_ETH_DISPLAY_WEI - 1n)
    expect(capEthDisplay(MAX_ETH_DISPLAY_WEI)).toBe(MAX_ETH_DISPLAY_WEI)
    expect(capEthDisplay(MAX_ETH_DISPLAY_WEI + 1n)).toBe(MAX_ETH_DISPLAY_WEI)
    expect(formatUnits(capEthDisplay(10n ** 30n), 18)).toBe('100000000')
  })
})
