import { cleanSearchTerm, KID_SEARCH_MAX_LENGTH } from '@kid/shared/validate/search-term'
import { isLive } from '../domains.ts'

/** Kid search allows at most 42 characters (spec 000 §5, 001 §9). */
export const KID_SEARCH_MAX = KID_SEARCH_MAX_LENGTH

const KID_SUFFIX = /\.kid$/i

/**
 * The domain check the spec leaves to us: a term is a .kid name when the person typed
 * the `.kid` suffix (`alice.kid`). Its label goes to domain management; any other term
 * (a word, a collection, a 0x address) goes to the search page in lowercase: /search for
 * the header search, /kid/search for the kid layout's name box. Until the .kid pages exist
 * (`domainManage`, by default whether the kns domain is live) a name is searched for instead,
 * without its suffix: the member of that name, rather than a page that is not there.
 * Returns undefined for an empty term: the search does nothing.
 */
export function searchTarget(
  raw: string,
  {
    maxLength = KID_SEARCH_MAX,
    searchPath = '/search',
    domainManage = isLive('kns'),
  }: { maxLength?: number; searchPath?: string; domainManage?: boolean } = {},
): string | undefined {
  const trimmed = raw.trim()
  const isDomain = KID_SUFFIX.test(trimmed)
  const term = (cleanSearchTerm(isDomain ? trimmed.replace(KID_SUFFIX, '') : trimmed) ?? '')
    .slice(0, maxLength)
    .toLowerCase()
  if (!term) return undefined
  return isDomain && domainManage ? `/kid/domain-manage/${term}` : `${searchPath}/${term}`
}
