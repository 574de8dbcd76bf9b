import { describe, expect, it } from 'vitest'
import { DOMAIN_ROUTES } from '../routes.ts'
import { type Domain, LIVE_DOMAINS, liveOnly } from './domains.ts'

describe('live domains', () => {
  it('are exactly the domains that have pages in the route table', () => {
    const withPages = Object.entries(DOMAIN_ROUTES)
      .filter(([, layouts]) => Object.values(layouts).some((pages) => pages.length > 0))
      .map(([domain]) => domain)
    expect([...LIVE_DOMAINS].sort()).toEqual(withPages.sort())
  })

  it('keeps the entries of live domains and those without one', () => {
    const entries: { label: string; domain?: Domain }[] = [
      { label: 'Marketplace', domain: 'market' },
      { label: 'Launchpad', domain: 'launchpad' },
      { label: 'News', domain: 'news' },
      { label: 'Contact Us' },
    ]
    expect(liveOnly(entries).map((entry) => entry.label)).toEqual(['Marketplace', 'Launchpad', 'Contact Us'])
  })
})
