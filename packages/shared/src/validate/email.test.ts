import { describe, expect, it } from 'vitest'
import { EMAIL_INVALID, emailSchema, isValidEmail } from './email.ts'

describe('email', () => {
  it('uses the spec message verbatim', () => {
    expect(EMAIL_INVALID).toBe('*Please enter a valid email address.')
    expect(emailSchema.safeParse('nope').error?.issues[0]?.message).toBe(EMAIL_INVALID)
  })
  it.each([
    ['user@example.com', true],
    ['first.last+tag@sub.example.co', true],
    ['a@b', true],
    ['  padded@example.com ', true],
    ['no-at.example.com', false],
    ['two@@example.com', false],
    ['space in@example.com', false],
    ['user@-example.com', false],
    ['user@example..com', false],
    ['', false],
  ])('%j valid: %s', (email, valid) => {
    expect(isValidEmail(email)).toBe(valid)
  })
  it('trims and caps the length at 254', () => {
    expect(emailSchema.parse(' user@example.com ')).toBe('user@example.com')
    const domain = `${'a'.repeat(60)}.${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}`
    const longest = `${'x'.repeat(254 - domain.length - 1)}@${domain}`
    expect(longest).toHaveLength(254)
    expect(isValidEmail(longest)).toBe(true)
    expect(isValidEmail(`x${longest}`)).toBe(false)
  })
})
