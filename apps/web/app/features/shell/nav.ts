/** The header's own sections (spec 000 §2.4); the outside links live in lib/links.ts. */
export const MAIN_NAV = [
  { label: 'Home', to: '/' },
  { label: 'Launchpad', to: '/launchpad' },
  { label: 'Marketplace', to: '/marketplace' },
  { label: 'News', to: '/news' },
] as const

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
