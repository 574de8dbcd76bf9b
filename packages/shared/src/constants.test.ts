import { describe, expect, it } from 'vitest'
import { isMobileWidth, mayReload, RELOAD_GUARD_MS } from './constants.ts'

describe('isMobileWidth', () => {
  it('is mobile strictly below 750 px', () => {
    expect(isMobileWidth(749)).toBe(true)
    expect(isMobileWidth(750)).toBe(false)
    expect(isMobileWidth(751)).toBe(false)
  })
})

describe('mayReload', () => {
  it('reloads once per 60 s', () => {
    const last = 5_000_000
    expect(RELOAD_GUARD_MS).toBe(60_000)
    expect(mayReload(undefined, last)).toBe(true)
    expect(mayReload(last, last + 59_999)).toBe(false)
    expect(mayReload(last, last + 60_000)).toBe(true)
  })
})
