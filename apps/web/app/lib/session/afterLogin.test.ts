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

/** Known open-redirect forms (docs/security.md): each must keep the member on the site. */
const REDIRECT_BYPASSES = [
  '/\\evil.invalid/x',
  '/%5Cevil.invalid/x',
  '/\t/evil.invalid/x',
  '/%09/evil.invalid/x',
  '\t//evil.invalid/x',
  '/\n/evil.invalid',
  '//evil.invalid/x',
  '///evil.invalid/x',
  '\\\\evil.invalid/x',
  '/\\/evil.invalid/x',
  '%2F%5Cevil.invalid/x',
  '/%2F%2Fevil.invalid/x',
  '/.//evil.invalid/x',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'https:evil.invalid',
  'https:/evil.invalid',
  'https:\\\\evil.invalid',
  'http://kid.test@evil.invalid/',
  '//kid.test@evil.invalid/',
  'https://evil.invalid\\@kid.test/',
]

describe('redirect bypasses (issue #9 item 3)', () => {
  it('never leaves the origin without the /auth question', () => {
    for (const redirectUri of REDIRECT_BYPASSES) {
      const target = on('/login', { redirectUri })
      const to = target.kind === 'go' ? target.to : ''
      // The browser resolves what window.location.assign gets against the page's URL.
      const landed = new URL(to, `${origin}/login`)
      const leaves = landed.origin !== origin
      const asks = landed.pathname === '/auth'
      expect(leaves, redirectUri).toBe(false)
      if (asks)
        expect(new URL(landed.searchParams.get('redirectUri') ?? '').protocol, redirectUri).toMatch(
          /^https?:$/,
        )
    }
  })

  it('keeps the encoded forms on the site as paths', () => {
    expect(on('/login', { redirectUri: '/%5Cevil.invalid/x' })).toEqual({
      kind: 'go',
      to: '/%5Cevil.invalid/x',
    })
    expect(on('/login', { redirectUri: '/\\evil.invalid/x' })).toEqual({ kind: 'go', to: '/' })
    expect(on('/login', { path: '/\\evil.invalid' })).toEqual({ kind: 'go', to: '/' })
    expect(on('/login', { path: '/.//evil.invalid' })).toEqual({ kind: 'go', to: '/' })
  })
})
