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
  'bbox',
  'launchpad',
  'kns',
])

export function isLive(domain: Domain): boolean {
  return LIVE_DOMAINS.has(domain)
}

/** The entries whose domain has its pages (an entry without a domain is always shown). */
export function liveOnly<T extends { domain?: Domain }>(entries: readonly T[]): T[] {
  return entries.filter((entry) => entry.domain === undefined || isLive(entry.domain))
}
