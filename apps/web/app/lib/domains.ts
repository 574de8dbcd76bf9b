/**
 * The product's domains (routes.ts groups the pages by them) and which of them have pages yet.
 * Every entry point into a domain — header, MENU drawer, tab bar, home cards, wallet card, footer —
 * names its domain and shows only when the domain is live, so a link appears in the commit that
 * makes its page work and never leads to 'This page could not be found'. A domain's issue adds it
 * here together with its routes (domains.test.ts holds this list to routes.ts).
 */
export type Domain =
  | 'general'
  | 'account'
  | 'market'
  | 'launchpad'
  | 'kns'
  | 'bbox'
  | 'data'
  | 'community'
  | 'news'
  | 'quiz'
  | 'bricks'
  | 'im'
  | 'notice'
  | 'spending'

export const LIVE_DOMAINS: ReadonlySet<Domain> = new Set<Domain>([
  'general',
  'account',
  'market',
  'notice',
  'bricks',
  'spending',
])

/**
 * Pages of a live domain that are not built yet: an entry point leading to one stays hidden. The
 * KID wallet made 'spending' live before its spending pages (the ledger's Details and Withdraw).
 */
export const PENDING_PAGES: ReadonlySet<string> = new Set([
  '/wallet/spending/info',
  '/wallet/spending/withdraw',
])

export function isLive(domain: Domain): boolean {
  return LIVE_DOMAINS.has(domain)
}

/** Whether an entry point to `path` may show: its domain is live and the page is built. */
export function isLivePage(domain: Domain, path: string): boolean {
  return isLive(domain) && !PENDING_PAGES.has(path)
}

/** The entries whose domain has its pages (an entry without a domain is always shown). */
export function liveOnly<T extends { domain?: Domain }>(entries: readonly T[]): T[] {
  return entries.filter((entry) => entry.domain === undefined || isLive(entry.domain))
}
