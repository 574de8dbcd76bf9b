import { describe, expect, it } from 'vitest'
import { member, renderShell, visitor } from './renderShell.test-utils.tsx'
import { TabBar } from './TabBar.tsx'

const decode = (html: string) => html.replaceAll('&amp;', '&')
const links = (html: string) =>
  [...decode(html).matchAll(/<a[^>]*href="([^"]*)"[^>]*>.*?<\/svg>([^<]+)/g)].map((m) => [m[2], m[1]])

describe('TabBar (server render)', () => {
  it('gives a visitor Home and Marketplace, and Log In on the way to Messages and Me', () => {
    expect(links(renderShell(<TabBar />, { session: visitor }))).toEqual([
      ['Home', '/'],
      ['Marketplace', '/marketplace'],
      ['Launchpad', '/launchpad'],
      ['Messages', '/login?redirectUri=%2Fmessage'],
      ['Me', '/login?redirectUri=%2Fprofile'],
    ])
  })

  // The unread count arrives after hydration: e2e/tests/notice.test.ts sees it on a phone.
  it('leads a member straight to their notifications and profile, marking where they are', () => {
    const html = renderShell(<TabBar />, { session: member, path: '/message' })
    expect(links(html)).toContainEqual(['Messages', '/message'])
    expect(links(html)).toContainEqual(['Me', '/profile'])
    expect(html).toMatch(/<a aria-current="page"[^>]*href="\/message"/)
  })

  it('is hidden on wide screens and inside the native app', () => {
    expect(renderShell(<TabBar />)).toMatch(/^<nav aria-label="Tab bar" class="[^"]*desk:hidden/)
    expect(renderShell(<TabBar />, { session: { ...visitor, embedded: true } })).toBe('')
  })
})
