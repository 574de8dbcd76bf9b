/**
 * Search terms (spec 000 §5, 001 §5): every character that is not a letter, digit,
 * underscore or hyphen is stripped, the term is trimmed, and an empty term does nothing.
 * Letters are ASCII: .kid names and addresses are ASCII, and a term of other scripts
 * would otherwise survive cleaning yet never match. The kid search takes at most 42
 * characters, which is exactly a wallet address ('0x' + 40 hex); the general search has
 * no limit.
 */
// Plain functions the pages import (no zod); the calls' schemas are in search.ts.

export const KID_SEARCH_MAX_LENGTH = 42
/** Ours: the spec's input simply stops at 42 characters; the server says why. */
export const KID_SEARCH_TOO_LONG = 'Search terms are at most 42 characters.'

/** The cleaned term, or undefined when nothing is left to search for. */
export function cleanSearchTerm(input: string): string | undefined {
  const term = input.replace(/[^A-Za-z0-9_-]/g, '').trim()
  return term === '' ? undefined : term
}

/** The kid search input: cleaned, then cut at 42 characters as its maxlength does. */
export function cleanKidSearchTerm(input: string): string | undefined {
  return cleanSearchTerm(input)?.slice(0, KID_SEARCH_MAX_LENGTH)
}
