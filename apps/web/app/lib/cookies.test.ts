import { describe, expect, it } from 'vitest'
import { clearAllCookies, parseCookieHeader, serializeCookie } from './cookies.ts'

describe('cookies', () => {
  it('parses a header and decodes values', () => {
    const user = encodeURIComponent(JSON.stringify({ username: 'ann' }))
    expect(parseCookieHeader(`token=abc; user_info=${user}; broken`)).toEqual({
      token: 'abc',
      user_info: '{"username":"ann"}',
    })
    expect(parseCookieHeader(null)).toEqual({})
  })

  it('keeps a malformed escape as it is', () => {
    expect(parseCookieHeader('a=%E0%A4%A')).toEqual({ a: '%E0%A4%A' })
  })

  it('serializes with path and max-age', () => {
    expect(serializeCookie('kid_app', '1', { maxAge: 60 })).toBe(
      'kid_app=1; Path=/; Max-Age=60; SameSite=Lax',
    )
  })

  it('expires every cookie', () => {
    const written: string[] = []
    const doc = {
      get cookie() {
        return 'token=t; user_info=x'
      },
      set cookie(value: string) {
        written.push(value)
      },
    }
    clearAllCookies(doc)
    expect(written).toEqual(['token=; Path=/; Max-Age=0', 'user_info=; Path=/; Max-Age=0'])
  })
})
