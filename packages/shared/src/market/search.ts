import { z } from 'zod'
import type { Page } from '../page.ts'
import { pageQuery } from '../page-query.ts'
import { cleanSearchTerm } from '../validate/search-term.ts'
import {
  SEARCH_TABS,
  SEARCH_TERM_EMPTY,
  SEARCH_TERM_MAX,
  SEARCH_TERM_TOO_LONG,
  type SearchTab,
} from './search-values.ts'
import { type CollectionView, type ItemView, kidNameSchema } from './views.ts'

export * from './search-values.ts'

/**
 * GET /api/dcservice/open/search (ours): the search page's and the header dialog's one call.
 * The keyword is cleaned by the spec's rule (000 §5) and lower-cased; nothing left is refused.
 */
export const searchQuery = pageQuery.extend({
  keyword: z
    .string()
    .transform((raw) => cleanSearchTerm(raw)?.toLowerCase())
    .refine((term) => term !== undefined, { error: SEARCH_TERM_EMPTY })
    .refine((term) => term === undefined || term.length <= SEARCH_TERM_MAX, { error: SEARCH_TERM_TOO_LONG })
    .transform((term) => term ?? ''),
  tab: z.enum(SEARCH_TABS, { error: 'The tab is all, nfts, collections or people.' }).default('all'),
})
export type SearchQuery = z.infer<typeof searchQuery>

/** A member or a creator found: by name (a member), or by wallet (a member, or a creator who is none). */
export const searchPersonSchema = z.object({
  /** Null for a creator whose wallet is bound to no member. */
  userId: z.number().nullable(),
  /** The bound wallet; null for a member without one. */
  address: z.string().nullable(),
  username: z.string().nullable(),
  avatar: z.string().nullable(),
  /** The wallet's .kid default name, shown before the username. */
  kidName: kidNameSchema.nullable(),
  /** Minted items they created: a creator has at least one. */
  items: z.number(),
})
export type SearchPerson = z.infer<typeof searchPersonSchema>

/** Matches per tab, each stopping at SEARCH_COUNT_CAP + 1. */
export type SearchCounts = Record<Exclude<SearchTab, 'all'>, number>

/**
 * The answer. `all` gives the first `size` of every section; a tab gives its own `page` and
 * leaves the others null. `counts` come with page 1 only (a later page keeps the first one's).
 */
export type SearchResults = {
  keyword: string
  counts: SearchCounts | null
  nfts: Page<ItemView> | null
  collections: Page<CollectionView> | null
  people: Page<SearchPerson> | null
}
