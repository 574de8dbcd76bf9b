import { describe, expect, it } from 'vitest'
import { usdOf } from './price.ts'

describe('usdOf', () => {
  const rate = (usd: string) => ({ usd, at: '2026-11-26T00:00:00.000Z', source: 'coinbase' })

  it('converts wei to dollars at the known rate, to the cent, in bigint arithmetic', () => {
    expect(usdOf(10n ** 16n, rate('3456.78'))).toBe('34.57')
    expect(usdOf(5n * 10n ** 16n, rate('2000'))).toBe('100')
    expect(usdOf(123_456_789_012_345_678_901n, rate('1999.99'))).toBe('246912.34')
  })

  it('gives no figure without a rate, or with one it cannot read: never a guess', () => {
    expect(usdOf(10n ** 16n, undefined)).toBeNull()
    expect(usdOf(10n ** 16n, rate('not a number'))).toBeNull()
  })
})
