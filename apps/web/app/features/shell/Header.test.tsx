import { describe, expect, it } from 'vitest'
import { Header } from './Header.tsx'
import { member, renderShell, visitor } from './renderShell.test-utils.tsx'

const decode = (html: string) => html.replaceAll('&amp;', '&')

/** The opening tag that carries `attribute`. */
function tagWith(html: string, attribute: string): string {
  const at = html.indexOf(attribute)
  return at < 0 ? '' : html.slice(html.lastIndexOf('<', at), html.indexOf('>', at) + 1)
}

describe('Header (server render)', () => {
  it('renders the spec navigation with outside links in the same tab', () => {
    const html = decode(renderShell(<Header />, { path: '/terms' }))
    expect(html).toContain('aria-label="KID home"')
    for (const [label, href] of [
      ['Home', '/'],
      ['Launchpad', '/launchpad'],
      ['Marketplace', '/marketplace'],
      ['News', '/news'],
      ['Hood', '/hood/'],
      ['Drop', '/hood/droplaunch'],
      ['Pump', '/hood/pumplisting/intro'],
      ['FansHomie', '/hood/tradeteam?url=find'],
    ] as const) {
      expect(html).toMatch(new RegExp(`href="${href.replace('?', '\\?')}"[^>]*>${label}<`))
    }
    expect(html).not.toContain('target="_blank"')
  })

  it('is hidden below 750 px by CSS so phones get no header from the server', () => {
    const html = renderShell(<Header />)
    expect(html).toMatch(/<header[^>]*class="[^"]*\bhidden\b[^"]*\bdesk:block\b/)
  })

  it('shows Log In and Sign Up with redirectUri of the current path to a visitor', () => {
    const html = decode(renderShell(<Header />, { path: '/contact-us?x=1' }))
    expect(html).toContain('href="/login?redirectUri=%2Fcontact-us%3Fx%3D1"')
    expect(html).toContain('href="/reg?redirectUri=%2Fcontact-us%3Fx%3D1"')
    expect(html).toContain('aria-label="Notifications"')
    expect(tagWith(html, 'aria-label="Notifications"')).toContain('href="/login"')
    expect(html).not.toContain('Open wallet card')
  })

  it('shows the avatar that opens the wallet card and the MENU button to a member', () => {
    const html = renderShell(<Header />, { session: member })
    expect(html).toContain('aria-label="Open wallet card"')
    expect(html).toContain('aria-label="Open menu"')
    expect(html).not.toContain('>Log In<')
    // A member's bell opens the notification popup (a button), not a page.
    expect(tagWith(html, 'aria-label="Notifications"')).toMatch(/^<button[^>]*aria-haspopup="dialog"/)
  })

  it('has the search icon only on / and /kid', () => {
    expect(renderShell(<Header />, { path: '/' })).toContain('aria-label="Search"')
    expect(renderShell(<Header />, { path: '/kid' })).toContain('aria-label="Search"')
    expect(renderShell(<Header />, { path: '/terms' })).not.toContain('aria-label="Search"')
  })

  it('offers Create and the get-the-app menu', () => {
    const html = renderShell(<Header />)
    expect(html).toContain('Create')
    expect(html).toContain('aria-label="Get the app"')
  })

  it('renders nothing inside the native app', () => {
    expect(renderShell(<Header />, { session: { ...visitor, embedded: true } })).toBe('')
  })
})
