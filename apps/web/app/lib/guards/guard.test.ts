import { describe, expect, it } from 'vitest'
import { type GuardInput, guardRedirect } from './guard.ts'

const visitor: GuardInput = { pathname: '/', search: '', hasToken: false, isMobile: false, marker: 'abc123' }
const member: GuardInput = { ...visitor, hasToken: true }

describe('guardRedirect', () => {
  it('sends /index home', () => {
    expect(guardRedirect({ ...visitor, pathname: '/index' })).toBe('/')
    expect(guardRedirect({ ...member, pathname: '/index/' })).toBe('/')
  })

  it('sends a visitor on a login-required path to login with the full path and a marker', () => {
    expect(guardRedirect({ ...visitor, pathname: '/kid/domain-manage/ann', search: '?tab=1' })).toBe(
      '/login?path=%2Fkid%2Fdomain-manage%2Fann%3Ftab%3D1&login=abc123',
    )
    expect(guardRedirect({ ...visitor, pathname: '/messages' })).toBe('/login?path=%2Fmessages&login=abc123')
    expect(guardRedirect({ ...visitor, pathname: '/im/42' })).toMatch(/^\/login\?path=%2Fim%2F42/)
  })

  it('lets a visitor see open pages, /im/scan included', () => {
    for (const pathname of ['/', '/terms', '/subscribe/tok', '/im/scan', '/marketplace']) {
      expect(guardRedirect({ ...visitor, pathname })).toBeUndefined()
    }
  })

  it('sends INDEX_WITHOUT_TOKEN paths without a token to /index', () => {
    expect(guardRedirect({ ...visitor, pathname: '/nftCreate' })).toBe('/index')
    expect(guardRedirect({ ...visitor, pathname: '/personal/earnings' })).toBe('/index')
    expect(guardRedirect({ ...member, pathname: '/nftCreate' })).toBeUndefined()
  })

  it('lets a member through protected paths and away from login-only ones', () => {
    expect(guardRedirect({ ...member, pathname: '/messages' })).toBeUndefined()
    expect(guardRedirect({ ...member, pathname: '/login' })).toBe('/')
    expect(guardRedirect({ ...member, pathname: '/reg/INVITE1' })).toBe('/')
    expect(guardRedirect({ ...visitor, pathname: '/login' })).toBeUndefined()
  })

  it('sends a desktop away from /mobileHome and keeps a phone there', () => {
    expect(guardRedirect({ ...visitor, pathname: '/mobileHome' })).toBe('/')
    expect(guardRedirect({ ...visitor, pathname: '/mobileHome', isMobile: true })).toBeUndefined()
  })
})
