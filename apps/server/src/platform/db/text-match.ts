import { type SQL, sql } from 'drizzle-orm'

/**
 * Name searches (`lower(column) like pattern`), written once for every module that searches
 * names: the items, the collections, the members. Each searched column has a `pg_trgm` GIN index
 * on `lower(column)`, and the filter keeps that very expression so the index serves it.
 */

/** Below this many characters a term has no whole trigram: `%ab%` would read the index whole. */
export const TRIGRAM_LENGTH = 3

/** `term` with LIKE's wildcards (and its escape character) taken literally. */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, '\\$&')
}

/**
 * The LIKE pattern of a search: names containing the term; a term shorter than a trigram
 * matches names that start with it, which the index still narrows (`  a`, ` ab` are trigrams
 * of a name's start) instead of reading every name.
 */
export function searchPattern(term: string): string {
  const literal = escapeLike(term.toLowerCase())
  return term.length < TRIGRAM_LENGTH ? `${literal}%` : `%${literal}%`
}

/** The filter: `lowered` is the indexed `lower(column)`. */
export function matchesTerm(lowered: SQL, term: string): SQL {
  return sql`${lowered} like ${searchPattern(term)}`
}

/** How well a name matches, best first: 0 the whole name, 1 its start, 2 anywhere in it. */
export function matchRank(lowered: SQL, term: string): SQL<number> {
  const literal = escapeLike(term.toLowerCase())
  return sql<number>`case when ${lowered} = ${term.toLowerCase()} then 0 when ${lowered} like ${`${literal}%`} then 1 else 2 end`
}
