import { describe, expect, it } from 'vitest'
import { minimumBid } from './bid-rule.ts'

describe('minimumBid', () => {
  it('is the reserve, then 5 % above the highest bid rounded up as the Exchange does', () => {
    expect(minimumBid(100n, undefined)).toBe(100n)
    expect(minimumBid(100n, 100n)).toBe(105n)
    expect(minimumBid(1n, 21n)).toBe(23n)
    expect(minimumBid(10n ** 17n, 10n ** 17n)).toBe(105n * 10n ** 15n)
  })
})
