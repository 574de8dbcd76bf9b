import { describe, expect, it } from 'vitest'
import { shortenAddress, shortenHash, shortenHead } from './address.ts'

const address = '0x1234567890abcdef1234567890abcdef1234abcd'
const hash = `0xabcdef${'0'.repeat(54)}7890`

describe('shortenAddress', () => {
  it('keeps the first 8 and last 4 characters', () => {
    expect(shortenAddress(address)).toBe('0x123456...abcd')
  })
  it('shows 12 characters whole and shortens 13', () => {
    expect(shortenAddress('abcdefghijkl')).toBe('abcdefghijkl')
    expect(shortenAddress('abcdefghijklm')).toBe('abcdefgh...jklm')
    expect(shortenAddress('')).toBe('')
  })
})

describe('shortenHash', () => {
  it('keeps the first 6 and last 4 characters', () => {
    expect(hash).toHaveLength(66)
    expect(shortenHash(hash)).toBe('0xabcd...7890')
  })
  it('shows 12 characters whole and shortens 13', () => {
    expect(shortenHash('abcdefghijkl')).toBe('abcdefghijkl')
    expect(shortenHash('abcdefghijklm')).toBe('abcdef...jklm')
  })
})

describe('shortenHead', () => {
  it('keeps only the first 8 characters then an ellipsis', () => {
    expect(shortenHead(address)).toBe('0x123456...')
    expect(shortenHead('abcdefghijkl')).toBe('abcdefghijkl')
    expect(shortenHead('abcdefghijklm')).toBe('abcdefgh...')
  })
})
