import { describe, expect, it } from 'vitest'
import { DISPLAY_LIMIT, formatAbbreviated, formatLimited, formatPercent, formatThousands } from './number.ts'

describe('formatAbbreviated', () => {
  it.each([
    [999, '999'],
    [1000, '1000'],
    [1001, '1.00K'],
    [1234.5, '1.23K'],
    [1_000_000, '1.00M'],
    [1_000_001, '1.00M'],
    [2_500_000, '2.50M'],
    [999_999, '1.00M'],
    [1_000_000_000, '1.00B'],
    [1_000_000_001, '1.00B'],
    [1_000_000_000_000, '1.00T'],
    [1_000_000_000_001, '1.00T'],
    [1_500_000_000_000_000, '1500.00T'],
  ])('%d is %s', (value, text) => {
    expect(formatAbbreviated(value)).toBe(text)
  })
  it('keeps small values to two decimals and the sign of negatives', () => {
    expect(formatAbbreviated(12.345)).toBe('12.35')
    expect(formatAbbreviated(0)).toBe('0')
    expect(formatAbbreviated(-1500)).toBe('-1.50K')
  })
})

describe('formatThousands', () => {
  it.each([
    [999, '999'],
    [1000, '1000'],
    [1001, '1.0k'],
    [1550, '1.6k'],
    [2_500_000, '2500.0k'],
  ])('%d is %s', (value, text) => {
    expect(formatThousands(value)).toBe(text)
  })
})

describe('formatPercent', () => {
  it('always shows two decimals, also beyond 100', () => {
    expect(formatPercent(12.345)).toBe('12.35%')
    expect(formatPercent(100)).toBe('100.00%')
    expect(formatPercent(100.005)).toBe('100.01%')
    expect(formatPercent(12345.678)).toBe('12345.68%')
    expect(formatPercent(-3.1)).toBe('-3.10%')
    expect(formatPercent(-0.001)).toBe('0.00%')
  })
})

describe('formatLimited', () => {
  it("shows '>100000' only above 1e5", () => {
    expect(DISPLAY_LIMIT).toBe(1e5)
    expect(formatLimited(99_999)).toBe('99999')
    expect(formatLimited(100_000)).toBe('100000')
    expect(formatLimited(100_000.01)).toBe('>100000')
    expect(formatLimited(100_001)).toBe('>100000')
  })
})
