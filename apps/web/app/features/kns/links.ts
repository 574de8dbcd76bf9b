/** Links of the kid pages. */
export const manageHref = (label: string) => `/kid/domain-manage/${label}`
export const registerHref = (label: string) => `/kid/register/${label}`
/** The renewal page of `label`, with more of the member's names renewed in the same transaction. */
export const renewHref = (label: string, more: string[] = []) =>
  `/kid/renewal/${label}${more.length ? `?also=${more.join(',')}` : ''}`
export const kidSearchHref = (term: string) => `/kid/search/${encodeURIComponent(term)}`
export const MY_NAMES_HREF = '/kid/domain-manage'
