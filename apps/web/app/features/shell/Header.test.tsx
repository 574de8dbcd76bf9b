import { describe, expect, it } from 'vitest'
import { Header } from './Header.tsx'
import { member, renderShell, visitor } from './renderShell.test-utils.tsx'

const decode = (html: string) => html.replaceAll('&amp;', '&')

/** The desktop header's part of the render, and the phones' bar after it. */
const desktop = (html: string) => html.slice(0, html.indexOf('</header>'))
const phone = (html: string) => html.slice(html.indexOf('</header>') + '</header>'.length)

/** The opening tag that carries `attribute`. */
function tagWith(html: string, attribute: string): string {
  const at = html.indexOf(attribute)
  return at < 0 ? '' : html.slice(html.lastIndexOf('<', at), html.indexOf('>', at) + 1)
}

describe('Header (server render)', () => {
  it('links the sections whose pages exist, never one that would answer 404', () => {
    const html = decode(desktop(renderShell(<Header />, { path: '/terms' })))
    expect(html).toContain('aria-label="KID home"')
    expect(html).toMatch(/href="\/"[^>]*>Home</)
    expect(html).toMatch(/href="\/marketplace"[^>]*>Marketplace</)
    expect(html).toMatch(/href="\/launchpad"[^>]*>Launchpad</)
    // News comes with its issue (lib/domains.ts); Hood only where it is served.
    for (const href of ['/news', '/hood/']) expect(html).not.toContain(`href="${href}"`)
  })

  it('renders the outside links in the same tab when the deployment serves Hood', () => {
    const html = decode(renderShell(<Header />, { path: '/terms', config: { hoodLinks: true } }))
    for (const [label, href] of [
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
    const search = (path: string) =>
      desktop(renderShell(<Header />, { path })).includes('aria-label="Search"')
    expect(search('/')).toBe(true)
    expect(search('/kid')).toBe(true)
    expect(search('/terms')).toBe(false)
  })

  it('gives phones their own bar: search, Log In, Sign Up and MENU for a visitor', () => {
    const html = decode(phone(renderShell(<Header />, { path: '/terms' })))
    expect(html).toMatch(/^<nav aria-label="Mobile" class="[^"]*desk:hidden/)
    expect(html).toContain('aria-label="Search"')
    expect(html).toContain('href="/login?redirectUri=%2Fterms"')
    expect(html).toContain('href="/reg?redirectUri=%2Fterms"')
    expect(html).toContain('aria-label="Open menu"')
  })

  it('gives a member on a phone the bell, the wallet card and MENU', () => {
    const html = phone(renderShell(<Header />, { session: member }))
    expect(html).toContain('aria-label="Notifications"')
    expect(html).toContain('aria-label="Open wallet card"')
    expect(html).toContain('aria-label="Open menu"')
    expect(html).not.toContain('>Log In<')
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
