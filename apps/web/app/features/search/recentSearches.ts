/**
 * The searches a person made on this device, newest first, for the header's search dialog:
 * in localStorage, at most RECENT_SEARCHES_MAX, each once. Storage that is full, disabled or
 * holds something else is treated as empty: a remembered search is a convenience.
 */
const KEY = 'kid:recent-searches'
export const RECENT_SEARCHES_MAX = 8

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

export function recentSearches(store: Store = localStorage): string[] {
  try {
    const stored: unknown = JSON.parse(store.getItem(KEY) ?? '[]')
    return Array.isArray(stored)
      ? stored.filter((term): term is string => typeof term === 'string').slice(0, RECENT_SEARCHES_MAX)
      : []
  } catch {
    return []
  }
}

/** Puts `term` first (once) and answers the new list. */
export function rememberSearch(term: string, store: Store = localStorage): string[] {
  const next = [term, ...recentSearches(store).filter((known) => known !== term)].slice(
    0,
    RECENT_SEARCHES_MAX,
  )
  try {
    store.setItem(KEY, JSON.stringify(next))
  } catch {
    // Full or disabled storage: the search itself goes on.
  }
  return next
}

export function clearRecentSearches(store: Store = localStorage): void {
  try {
    store.removeItem(KEY)
  } catch {
    // Nothing to clear where nothing could be kept.
  }
}
