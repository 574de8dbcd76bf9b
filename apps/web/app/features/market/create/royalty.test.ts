import { describe, expect, it } from 'vitest'
import { royaltyBpsOf } from './royalty.ts'

describe('royalty percent', () => {
  it('becomes basis points', () => {
    expect(royaltyBpsOf('2.5')).toBe(250)
    expect(royaltyBpsOf('10')).toBe(1000)
    expect(royaltyBpsOf('')).toBe(0)
  })
  it('refuses what is not a percentage', () => {
    expect(royaltyBpsOf('2.555')).toBeUndefined()
    expect(royaltyBpsOf('ten')).toBeUndefined()
    expect(royaltyBpsOf('-1')).toBeUndefined()
    expect(royaltyBpsOf('101')).toBeUndefined()
  })
})
