import { describe, expect, it } from 'vitest'
import {
  isValidPassword,
  PASSWORD_FORMAT_ERROR,
  PASSWORD_HINT,
  PASSWORD_MISMATCH,
  passwordPairSchema,
  passwordSchema,
} from './password.ts'

describe('password', () => {
  it('quotes the spec messages verbatim', () => {
    expect(PASSWORD_HINT).toBe('*At least 8 characters, 1 uppercase letter, 1 number')
    expect(PASSWORD_FORMAT_ERROR).toBe('*Incorrect password format.')
    expect(PASSWORD_MISMATCH).toBe('Passwords did not match.')
  })
  it.each([
    ['Abcdef1', false],
    ['Abcdefg1', true],
    ['abcdefg1', false],
    ['Abcdefgh', false],
    ['ABCDEFG1', true],
    ['Ab1!@#$%^&*()-_=+[]{};:\'",.<>/?\\|`~', true],
    ['Abcdefg 1', false],
    ['Abcdéfg1', false],
    ['Abcdefg1\n', false],
  ])('%j valid: %s', (password, valid) => {
    expect(isValidPassword(password)).toBe(valid)
    expect(passwordSchema.safeParse(password).success).toBe(valid)
  })
  it('reports the format error for a bad password', () => {
    expect(passwordSchema.safeParse('short').error?.issues[0]?.message).toBe(PASSWORD_FORMAT_ERROR)
  })
  it('reports a mismatch on the confirmation field', () => {
    expect(passwordPairSchema.safeParse({ password: 'Abcdefg1', confirm: 'Abcdefg1' }).success).toBe(true)
    const issue = passwordPairSchema.safeParse({ password: 'Abcdefg1', confirm: 'Abcdefg2' }).error?.issues[0]
    expect(issue?.message).toBe(PASSWORD_MISMATCH)
    expect(issue?.path).toEqual(['confirm'])
  })
})
