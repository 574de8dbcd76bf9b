import { describe, expect, it } from 'vitest'
import { UINT256_MAX, UNIX_SECONDS_MAX, uint, unixSeconds } from './chain-int.ts'

describe('chain integers', () => {
  it('take every uint256 and nothing past it', () => {
    expect(uint.parse('0')).toBe(0n)
    expect(uint.parse(UINT256_MAX.toString())).toBe(UINT256_MAX)
    expect(uint.safeParse((UINT256_MAX + 1n).toString()).success).toBe(false)
    expect(uint.safeParse('9'.repeat(78)).success).toBe(false)
  })

  it('take times a date can hold, not 2^64 seconds', () => {
    expect(unixSeconds.parse('1700000000')).toBe(1_700_000_000n)
    expect(unixSeconds.parse(UNIX_SECONDS_MAX.toString())).toBe(UNIX_SECONDS_MAX)
    expect(new Date(Number(UNIX_SECONDS_MAX) * 1000).toISOString()).toBe('9999-12-31T23:59:59.000Z')
    expect(unixSeconds.safeParse((UNIX_SECONDS_MAX + 1n).toString()).success).toBe(false)
    expect(unixSeconds.safeParse((2n ** 64n).toString()).success).toBe(false)
  })
})
