import { describe, expect, it } from 'vitest'
import { afterLoginTarget } from './afterLogin.ts'

const origin = 'https://kid.test'
const on = (currentPathname: string, query: { redirectUri?: string; path?: string } = {}) =>
  afterLoginTarget({ origin, currentPathname, ...query })

describe('after login (spec 000 §2.7)', () => {
  it('follows an http(s) redirectUri on the same origin', () => {
    expect(on('/login', { redirectUri: 'https://kid.test/marketplace?x=1' })).toEqual({
      kind: 'go',
      to: '/marketplace?x=1',
    })
  })

  it('sends another origin through /auth', () => {
    expect(on('/login', { redirectUri: 'https://partner.example/cb' })).toEqual({
      kind: 'go',
      to: '/auth?redirectUri=https%3A%2F%2Fpartner.example%2Fcb',
    })
  })

  it('keeps a relative redirectUri on our own domain', () => {
    expect(on('/login', { redirectUri: '/contact-us?x=1' })).toEqual({ kind: 'go', to: '/contact-us?x=1' })
    expect(on('/login', { redirectUri: 'news' })).toEqual({ kind: 'go', to: '/news' })
    expect(on('/login', { redirectUri: '//evil.example/x' })).toEqual({ kind: 'go', to: '/' })
    expect(on('/login', { redirectUri: 'javascript:alert(1)' })).toEqual({ kind: 'go', to: '/' })
  })

  it('follows the path query otherwise', () => {
    expect(on('/login', { path: '/bricks?tab=1' })).toEqual({ kind: 'go', to: '/bricks?tab=1' })
  })

  it('goes to / when the target or the current page is login or reg', () => {
    expect(on('/login', { redirectUri: '/reg' })).toEqual({ kind: 'go', to: '/' })
    expect(on('/x', { path: '/login/?a=1' })).toEqual({ kind: 'go', to: '/' })
    expect(on('/reg/ABC123')).toEqual({ kind: 'go', to: '/' })
    expect(on('/login/index')).toEqual({ kind: 'go', to: '/' })
  })

  it('reloads anywhere else, or goes to the given fallback', () => {
    expect(on('/marketplace')).toEqual({ kind: 'reload' })
    expect(afterLoginTarget({ origin, currentPathname: '/verification', fallback: '/index' })).toEqual({
      kind: 'go',
      to: '/index',
    })
  })
})
