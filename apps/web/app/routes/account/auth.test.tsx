import { AUTH_ERROR_UNKNOWN } from '@kid/shared/account/auth-errors'
import { describe, expect, it } from 'vitest'
import { renderShell } from '../../features/shell/renderShell.test-utils.tsx'
import AuthPage from './auth.tsx'

const render = (query: Record<string, string>) =>
  renderShell(<AuthPage />, { path: `/auth?${new URLSearchParams(query)}` })

describe('/auth?error=', () => {
  it("shows a known code's text, naming the provider of registertype", () => {
    const html = render({ registertype: '2', error: 'cancelled' })
    expect(html).toContain('Sign-in failed')
    expect(html).toContain('Sign-in was cancelled.')
    expect(render({ registertype: '7', error: 'unavailable' })).toContain(
      'Sign-in with Discord is not available.',
    )
  })

  it('never shows text from the link: an unknown error is one generic sentence', () => {
    for (const bait of [
      'Your account is locked. Call +1 555 0100 now',
      '<img src=x onerror=alert(1)>',
      'toString',
      '__proto__',
    ]) {
      const html = render({ registertype: '2', error: bait })
      expect(html, bait).toContain(AUTH_ERROR_UNKNOWN)
      expect(html, bait).not.toContain('555')
      expect(html, bait).not.toContain('onerror')
      expect(html, bait).not.toContain(bait)
    }
  })
})
