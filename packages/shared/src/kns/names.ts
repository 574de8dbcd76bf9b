/**
 * .kid names (spec 001 §2, §5; docs/kns.md): the name rules, the domain check and where a search
 * goes. Plain functions the pages import as well as the server (no zod here; calls.ts has the schemas).
 *
 * The rules are strict rather than normalised: a label is 4 to 32 of a–z, 0–9, '-' and '_',
 * starting and ending with a letter or digit. Everything a search box keeps (search-term.ts strips
 * the rest) is then either a name or plainly not one, so no Unicode normalisation
 * (@adraffy/ens-normalize) is needed and no two spellings can look alike. Four is the price
 * oracle's shortest name; 32 keeps names readable and shorter than a wallet address (42), so an
 * address pasted into the box never passes for a name.
 */
import { cleanKidSearchTerm, cleanSearchTerm } from '../validate/search-term.ts'

export const KNS_MIN_LENGTH = 4
export const KNS_MAX_LENGTH = 32
export const KNS_SUFFIX = '.kid'

export const KNS_TEXT = {
  empty: 'Enter a name.',
  tooShort: `A .kid name has at least ${KNS_MIN_LENGTH} characters.`,
  tooLong: `A .kid name has at most ${KNS_MAX_LENGTH} characters.`,
  characters: 'A .kid name uses only lowercase letters a–z, digits, - and _.',
  edges: 'A .kid name starts and ends with a letter or a digit.',
} as const

const LABEL = /^[a-z0-9_-]+$/
const EDGE = /^[a-z0-9]$/

/** What is wrong with `label` as a .kid name (the first rule it breaks), or undefined when nothing is. */
export function labelProblem(label: string): string | undefined {
  if (label === '') return KNS_TEXT.empty
  if (label.length < KNS_MIN_LENGTH) return KNS_TEXT.tooShort
  if (label.length > KNS_MAX_LENGTH) return KNS_TEXT.tooLong
  if (!LABEL.test(label)) return KNS_TEXT.characters
  if (!EDGE.test(label[0] ?? '') || !EDGE.test(label.at(-1) ?? '')) return KNS_TEXT.edges
  return undefined
}

/** The domain check: the term, as typed, is a valid .kid label. */
export const isKidDomain = (term: string): boolean => labelProblem(term) === undefined

/**
 * A name as people write it ('Alice.kid', ' alice ') to the label the registry knows ('alice'):
 * trimmed, lowercased, without the suffix. The result still has to pass labelProblem.
 */
export function labelOf(input: string): string {
  const lower = input.trim().toLowerCase()
  return lower.endsWith(KNS_SUFFIX) ? lower.slice(0, -KNS_SUFFIX.length) : lower
}

/** The full name shown for a label. */
export const kidName = (label: string): string => `${label}${KNS_SUFFIX}`

/** Where a search box sends a term (spec 001 §5); undefined: an empty term does nothing. */
export type KidSearchTarget = { to: 'manage'; label: string } | { to: 'search'; term: string }

const TYPED_SUFFIX = /\.kid$/i

/**
 * The domain check of both search boxes. The kid box ('Search .kid names') searches names only, so
 * any term that is a valid label goes to the name's page; the general box ('Search .kid names or
 * address') searches everything, so only a term typed with its suffix (`alice.kid`) does. A typed
 * suffix is dropped before the other characters are stripped (its dot would otherwise glue it on);
 * the rest goes to the search page in lowercase. The kid box cuts terms at 42 characters, the
 * general box has no limit.
 */
export function kidSearchTarget(input: string, box: 'kid' | 'general' = 'kid'): KidSearchTarget | undefined {
  const trimmed = input.trim()
  const typedName = TYPED_SUFFIX.test(trimmed)
  const base = typedName ? trimmed.slice(0, -KNS_SUFFIX.length) : trimmed
  const term = (box === 'kid' ? cleanKidSearchTerm : cleanSearchTerm)(base)?.toLowerCase()
  if (term === undefined) return undefined
  return isKidDomain(term) && (box === 'kid' || typedName)
    ? { to: 'manage', label: term }
    : { to: 'search', term }
}
