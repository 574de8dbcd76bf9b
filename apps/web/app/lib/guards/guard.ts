import { INDEX_WITHOUT_TOKEN, isLoginOnly, isLoginRequired, matchesRoute } from '@kid/shared/routes'

export type GuardInput = {
  pathname: string
  search: string
  hasToken: boolean
  isMobile: boolean
  /** The random `login` marker of the login redirect. */
  marker: string
}

export function loginRedirect(fullPath: string, marker?: string): string {
  const params = new URLSearchParams({ path: fullPath })
  if (marker) params.set('login', marker)
  return `/login?${params.toString()}`
}

/**
 * The route guards of spec 000 §2.1 and §4, decided on the server before any HTML.
 * Returns the location to redirect to, or undefined to render the page.
 */
export function guardRedirect(input: GuardInput): string | undefined {
  const { pathname, search, hasToken, isMobile, marker } = input
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  if (path === '/index') return '/'
  if (!hasToken && matchesRoute(path, INDEX_WITHOUT_TOKEN)) return '/index'
  if (!hasToken && isLoginRequired(path)) return loginRedirect(`${pathname}${search}`, marker)
  if (hasToken && isLoginOnly(pathname)) return '/'
  if (!isMobile && path.toLowerCase() === '/mobilehome') return '/'
  return undefined
}
