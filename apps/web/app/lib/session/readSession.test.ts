import { describe, expect, it } from 'vitest'
import { readSession } from './readSession.ts'

const req = (url: string, headers: Record<string, string> = {}) =>
  new Request(`http://kid.test${url}`, { headers })

describe('readSession', () => {
  it('restores the user from user_info when a token exists', () => {
    const info = encodeURIComponent(JSON.stringify({ username: 'ann', walletaddress: '0x1' }))
    const s = readSession(req('/', { Cookie: `token=t1; user_info=${info}` }))
    expect(s.loggedIn).toBe(true)
    expect(s.user.username).toBe('ann')
  })

  it('is an empty visitor without a token', () => {
    const info = encodeURIComponent(JSON.stringify({ username: 'ann' }))
    const s = readSession(req('/', { Cookie: `user_info=${info}` }))
    expect(s.loggedIn).toBe(false)
    expect(s.user.username).toBe('')
  })

  it('remembers the native-app flag in a cookie', () => {
    const first = readSession(req('/?app=1'))
    expect(first.embedded).toBe(true)
    expect(first.setCookie).toMatch(/^kid_app=1;/)
    const next = readSession(req('/terms', { Cookie: 'kid_app=1' }))
    expect(next.embedded).toBe(true)
    expect(next.setCookie).toBeUndefined()
    expect(readSession(req('/')).embedded).toBe(false)
  })

  it('tells phones by user agent', () => {
    expect(
      readSession(req('/', { 'User-Agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Mobile' })).isMobile,
    ).toBe(true)
  })
})
