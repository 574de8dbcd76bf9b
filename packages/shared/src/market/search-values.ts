// The search's plain values, no zod: the pages import these (search.ts adds the call's schema).

/** The tabs of /search/{query}/{subQuery?}: `all` has no subQuery, the others are its subQuery. */
export const SEARCH_TABS = ['all', 'nfts', 'collections', 'people'] as const
export type SearchTab = (typeof SEARCH_TABS)[number]

/**
 * Ours: a cleaned term longer than any name it could be part of finds nothing. Item and
 * collection names are at most 64 characters, usernames 16, an address 42.
 */
export const SEARCH_TERM_MAX = 64
export const SEARCH_TERM_TOO_LONG = `Search terms are at most ${SEARCH_TERM_MAX} characters.`
export const SEARCH_TERM_EMPTY = 'Please type a name, a word or a wallet address to search for.'

/** Results per section (all) or page (one tab): as every list, at most 100, 20 by default. */
export const SEARCH_SIZE_DEFAULT = 20

/** Each tab's count stops past this many matches (the page shows "1,000+"): counting is then cheap. */
export const SEARCH_COUNT_CAP = 1000
