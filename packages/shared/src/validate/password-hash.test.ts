import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { hashPassword, isPasswordHash, passwordHashSchema } from './password-hash.ts'

describe('hashPassword', () => {
  it('is the lowercase hex SHA-256 of the password (FIPS 180-2 vectors)', async () => {
    expect(await hashPassword('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855')
    expect(await hashPassword('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad')
  })
  it('hashes the UTF-8 bytes of non-ASCII text', async () => {
    const password = 'Pässwörd1€😀'
    expect(await hashPassword(password)).toBe(createHash('sha256').update(password, 'utf8').digest('hex'))
  })
  it('produces something isPasswordHash accepts', async () => {
    expect(isPasswordHash(await hashPassword('Abcdefg1'))).toBe(true)
  })
})

describe('isPasswordHash', () => {
  const digest = 'a'.repeat(64)
  it.each([
    [digest, true],
    ['0123456789abcdef'.repeat(4), true],
    ['a'.repeat(63), false],
    ['a'.repeat(65), false],
    ['A'.repeat(64), false],
    [`${'a'.repeat(63)}g`, false],
    ['Abcdefg1', false],
  ])('%s: %s', (value, valid) => {
    expect(isPasswordHash(value)).toBe(valid)
    expect(passwordHashSchema.safeParse(value).success).toBe(valid)
  })
})
