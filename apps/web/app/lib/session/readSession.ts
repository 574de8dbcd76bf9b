import { CookieName, parseCookieHeader, serializeCookie } from '../cookies.ts'
import { isMobileUserAgent } from '../device.ts'
import type { SessionSnapshot } from './SessionProvider.tsx'
import { EMPTY_USER, parseUserInfo } from './user.ts'

const ONE_YEAR = 60 * 60 * 24 * 365

/**
 * The session of a page request, from its cookies, query and user agent: the user from
 * `user_info` (empty if absent), logged in when a `token` exists, embedded when the query
 * says app=1 / embedded=1 or the remembered cookie does. `setCookie` remembers a new app flag.
 */
export function readSession(request: Request): SessionSnapshot & { setCookie?: string } {
  const url = new URL(request.url)
  const cookies = parseCookieHeader(request.headers.get('Cookie'))
  const loggedIn = Boolean(cookies[CookieName.token])
  const flag = url.searchParams.get('app') === '1' || url.searchParams.get('embedded') === '1'
  const remembered = cookies[CookieName.app] === '1'
  return {
    user: loggedIn ? parseUserInfo(cookies[CookieName.userInfo]) : EMPTY_USER,
    loggedIn,
    embedded: flag || remembered,
    isMobile: isMobileUserAgent(request.headers.get('User-Agent')),
    setCookie: flag && !remembered ? serializeCookie(CookieName.app, '1', { maxAge: ONE_YEAR }) : undefined,
  }
}
