import {
  SEARCH_COUNT_CAP,
  SEARCH_TABS,
  SEARCH_TERM_MAX,
  type SearchTab,
} from '@kid/shared/market/search-values'
import { cleanSearchTerm } from '@kid/shared/validate/search-term'
import { searchTarget } from '../../lib/search/searchTarget.ts'

/** Results of each kind the All tab asks for (it shows 10 NFTs, 4 collections, 6 people); a tab pages by 20. */
export const ALL_TAB_SIZE = 10

/** The tabs' names; 'People' holds members and creators alike (a creator is a member who minted). */
export const SEARCH_TAB_LABELS: Record<SearchTab, string> = {
  all: 'All',
  nfts: 'NFTs',
  collections: 'Collections',
  people: 'People',
}

/** The tab /search/{query}/{subQuery} names: All without one, undefined for an unknown one (404). */
export function searchTabOf(subQuery: string | undefined): SearchTab | undefined {
  if (subQuery === undefined) return 'all'
  return SEARCH_TABS.find((tab) => tab === subQuery.toLowerCase())
}

/**
 * The term a search page searches: the spec's cleaning (000 §5), in lowercase as the header
 * sends it, cut where no name could hold more.
 */
export function searchTermOf(raw: string): string | undefined {
  return cleanSearchTerm(raw)?.toLowerCase().slice(0, SEARCH_TERM_MAX)
}

/** A search page's address; a cleaned term has only letters, digits, _ and -, safe in a path. */
export function searchHref(term: string, tab: SearchTab = 'all'): string {
  return tab === 'all' ? `/search/${term}` : `/search/${term}/${tab}`
}

/** A tab's count as the page shows it: past the server's cap, '1,000+'. */
export function countLabel(count: number): string {
  return count > SEARCH_COUNT_CAP ? `${SEARCH_COUNT_CAP.toLocaleString('en')}+` : count.toLocaleString('en')
}

/**
 * What a search box submits (the header's and the page's alike): where it goes, and the term the
 * search page searches (none when a .kid name goes to its own page). Undefined: nothing to search.
 */
export function searchSubmission(raw: string): { to: string; term: string | undefined } | undefined {
  const to = searchTarget(raw)
  if (!to) return undefined
  return { to, term: to.startsWith('/search/') ? to.slice('/search/'.length) : undefined }
}
