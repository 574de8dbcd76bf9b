import { describe, expect, it } from 'vitest'
import { isValidUsername, USERNAME_INVALID, usernameSchema } from './username.ts'

describe('username', () => {
  it.each([
    ['abc', false],
    ['abcd', true],
    ['a'.repeat(16), true],
    ['a'.repeat(17), false],
    ['A_b-9', true],
    ['with space', false],
    ['dot.name', false],
    ['ünïcode', false],
    ['', false],
  ])('%j valid: %s', (name, valid) => {
    expect(isValidUsername(name)).toBe(valid)
    expect(usernameSchema.safeParse(name).success).toBe(valid)
  })
  it('reports our message on failure', () => {
    expect(usernameSchema.safeParse('abc').error?.issues[0]?.message).toBe(USERNAME_INVALID)
  })
})
