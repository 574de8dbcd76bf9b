import type { Keystore } from '@kid/shared/kidwallet/calls'
import { describe, expect, it } from 'vitest'
import { bindingOf, browserCopy, scryptCost } from './walletFacts.ts'

const ADDRESS = '0x5a0b54d5dc17e0aadc383d2db43b0a0d3e029c4c'
const keystore = (over: { address?: string; ciphertext?: string; salt?: string } = {}): Keystore => ({
  version: 1,
  address: over.address ?? ADDRESS,
  kind: 'mnemonic',
  crypto: {
    cipher: 'aes-256-gcm',
    ciphertext: over.ciphertext ?? 'ab'.repeat(60),
    iv: 'cd'.repeat(12),
    kdf: 'scrypt',
    kdfparams: { n: 2 ** 15, r: 8, p: 1, dklen: 32, salt: over.salt ?? 'ef'.repeat(32) },
  },
})

describe('the wallet details', () => {
  it('compares this browser’s keystore with the kept one', () => {
    expect(browserCopy(null, keystore())).toBe('none')
    expect(browserCopy(keystore(), keystore())).toBe('same')
    expect(browserCopy(keystore({ ciphertext: '01'.repeat(60) }), keystore())).toBe('older')
    expect(browserCopy(keystore({ salt: '02'.repeat(32) }), keystore())).toBe('older')
    expect(browserCopy(keystore({ address: `0x${'1'.repeat(40)}` }), keystore())).toBe('other')
  })

  it('tells whether the wallet is the account’s bound one, whatever the case of the address', () => {
    expect(bindingOf('0x5A0b54D5dc17e0AadC383d2db43B0a0D3E029c4c', ADDRESS)).toBe('bound')
    expect(bindingOf(`0x${'1'.repeat(40)}`, ADDRESS)).toBe('other')
    expect(bindingOf('', ADDRESS)).toBe('none')
  })

  it('puts scrypt’s cost in words: N and the memory of one try', () => {
    expect(scryptCost(keystore().crypto.kdfparams)).toEqual({
      n: '32,768 (2^15)',
      memory: '32 MiB',
      r: 8,
      p: 1,
    })
    expect(scryptCost({ ...keystore().crypto.kdfparams, n: 2 ** 20 }).memory).toBe('1 GiB')
  })
})
