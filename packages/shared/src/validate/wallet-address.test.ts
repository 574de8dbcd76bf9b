import { describe, expect, it } from 'vitest'
import { isWalletAddress, sameAddress, walletAddressSchema } from './wallet-address.ts'

const hex40 = 'AbCdEf0123456789abcdef0123456789ABCDEF01'

describe('wallet address', () => {
  it.each([
    [`0x${hex40}`, true],
    [`0x${hex40.slice(1)}`, false],
    [`0x${hex40}0`, false],
    [hex40, false],
    [`0X${hex40}`, false],
    [`0x${hex40.slice(1)}g`, false],
  ])('%s valid: %s', (address, valid) => {
    expect(isWalletAddress(address)).toBe(valid)
    expect(walletAddressSchema.safeParse(address).success).toBe(valid)
  })
  it('normalises to lowercase', () => {
    expect(walletAddressSchema.parse(`0x${hex40}`)).toBe(`0x${hex40.toLowerCase()}`)
  })
  it('compares addresses without regard to case', () => {
    expect(sameAddress(`0x${hex40}`, `0x${hex40.toLowerCase()}`)).toBe(true)
    expect(sameAddress(`0x${hex40}`, `0x${hex40.slice(0, -1)}2`)).toBe(false)
    expect(sameAddress(undefined, undefined)).toBe(false)
    expect(sameAddress('', '')).toBe(false)
    expect(sameAddress('kid', 'kid')).toBe(false)
  })
})
