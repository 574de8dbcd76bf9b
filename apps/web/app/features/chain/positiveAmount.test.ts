import { describe, expect, it } from 'vitest'
import { positiveAmount } from './positiveAmount.ts'

describe('positiveAmount', () => {
  it('reads decimals exactly in the smallest unit and refuses zero, junk and extra digits', () => {
    expect(positiveAmount('0.5', 18)).toBe(5n * 10n ** 17n)
    expect(positiveAmount('1.25', 6)).toBe(1_250_000n)
    expect(positiveAmount('0', 18)).toBeUndefined()
    expect(positiveAmount('abc', 18)).toBeUndefined()
    expect(positiveAmount('0.0000001', 6)).toBeUndefined()
  })
})
