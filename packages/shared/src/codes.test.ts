import { describe, expect, it } from 'vitest'
import { blacklistOf, Code, isSuccess } from './codes.ts'

describe('codes', () => {
  it('treats 1511200 and 1511452 as success and nothing else', () => {
    expect(isSuccess(1511200)).toBe(true)
    expect(isSuccess(1511452)).toBe(true)
    expect(isSuccess(Code.UNAUTHORIZED)).toBe(false)
    expect(isSuccess(200)).toBe(false)
  })
  it('maps the three blacklist codes to their screen type', () => {
    expect([1511541, 1511542, 1511543, 1511544].map(blacklistOf)).toEqual([
      'account',
      'device',
      'ip',
      undefined,
    ])
  })
  it('never gives two names the same code', () => {
    const values = Object.values(Code)
    expect(new Set(values).size).toBe(values.length)
  })
})
