import { describe, expect, it } from 'vitest'
import { Footer } from './Footer.tsx'
import { renderShell, visitor } from './renderShell.test-utils.tsx'

describe('Footer (server render)', () => {
  it('links the general pages and shows the copyright line', () => {
    const html = renderShell(<Footer />)
    for (const href of ['/terms', '/privacy', '/subscribe', '/contact-us', '/copyright']) {
      expect(html).toContain(`href="${href}"`)
    }
    expect(html).toContain('© 2024 KID. All Rights Reserved')
    expect(html).toContain('Download on')
    expect(html).toContain('Get it for')
  })

  it('lists telegram, twitter, discord and email, and Instagram on the main footer only', () => {
    const plain = renderShell(<Footer />)
    for (const name of ['Telegram', 'Twitter', 'Discord', 'Email'])
      expect(plain).toContain(`aria-label="${name}"`)
    expect(plain).not.toContain('aria-label="Instagram"')
    expect(renderShell(<Footer main />)).toContain('aria-label="Instagram"')
  })

  it('is not rendered inside the native app', () => {
    expect(renderShell(<Footer />, { session: { ...visitor, embedded: true } })).toBe('')
  })
})
