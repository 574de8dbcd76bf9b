import { kidSearchTarget } from '@kid/shared/kns/names'
import { KID_SEARCH_MAX_LENGTH } from '@kid/shared/validate/search-term'

/** Kid search allows at most 42 characters (spec 000 §5, 001 §9). */
export const KID_SEARCH_MAX = KID_SEARCH_MAX_LENGTH

/**
 * Where a search box goes (the domain check is `kidSearchTarget`, docs/kns.md): a .kid name to its
 * page, anything else to the search page in lowercase — /search for the general box, /kid/search
 * for the kid layout's name box. Undefined for an empty term: the search does nothing.
 */
export function searchTarget(raw: string, box: 'kid' | 'general' = 'general'): string | undefined {
  const target = kidSearchTarget(raw, box)
  if (!target) return undefined
  if (target.to === 'manage') return `/kid/domain-manage/${target.label}`
  return `${box === 'kid' ? '/kid/search' : '/search'}/${target.term}`
}
