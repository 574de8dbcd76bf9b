import { type Domain, liveOnly } from '../../lib/domains.ts'

export type NavEntry = { label: string; to: string; domain?: Domain }

/**
 * The header's own sections (spec 000 §2.4), those whose pages exist (lib/domains.ts); the outside
 * links live in lib/links.ts.
 */
export const MAIN_NAV: readonly NavEntry[] = liveOnly<NavEntry>([
  { label: 'Home', to: '/' },
  { label: 'Launchpad', to: '/launchpad', domain: 'launchpad' },
  { label: 'Marketplace', to: '/marketplace', domain: 'market' },
  { label: 'News', to: '/news', domain: 'news' },
])

/** The avatar menu (spec 000 §2.4). My Profile needs a wallet address and is skipped on mobile. */
export const ACCOUNT_MENU = {
  profile: { label: 'My Profile', to: '/personal/marketplace/created' },
  sell: { label: 'Sell', to: '/sellList' },
  collections: { label: 'My Collections', to: '/personal/collections' },
  earnings: { label: 'Creator Earnings', to: '/personal/earnings' },
} as const

/** The search icon shows only on / and /kid. */
export function showsHeaderSearch(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return path === '/' || path === '/kid'
}
