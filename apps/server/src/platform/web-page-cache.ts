import { isMobileUserAgent } from '@kid/shared/device'
import { matchesRoute, PUBLIC_PAGES } from '@kid/shared/routes'
import type { FastifyRequest } from 'fastify'
import type { RenderedPage } from './page-cache.ts'
import { tokenFromCookie } from './session-cookie.ts'

/** What a shared cache in front may do with a visitor's page: keep it briefly, never in a browser. */
export const VISITOR_PAGE_CACHE_CONTROL = (freshSeconds: number, staleSeconds: number) =>
  `public, max-age=0, s-maxage=${freshSeconds}, stale-while-revalidate=${staleSeconds}`

/** Members' and personal pages: nobody but this browser, and not even it, keeps a copy. */
export const PRIVATE_PAGE_CACHE_CONTROL = 'private, no-store'

/** The app's own cookie that remembers an embedded (in-app) visitor: such pages render differently. */
const EMBEDDED_COOKIE = /(?:^|;\s*)kid_app=/

/** The page a single-fetch data request (`/marketplace.data`, `/_root.data`) belongs to. */
function pagePath(pathname: string): string {
  if (pathname === '/_root.data') return '/'
  return pathname.endsWith('.data') ? pathname.slice(0, -'.data'.length) : pathname
}

/**
 * The cache key of a visitor's request for a public page, or undefined when it must be rendered for
 * this request alone: a member (any session cookie or authorization, valid or not), an embedded
 * visitor, a page not in PUBLIC_PAGES, or a method other than GET/HEAD. Phones and desktops get
 * their own renders, as the pages' guards and layout tell them apart by the same test.
 */
export function visitorPageKey(request: FastifyRequest): string | undefined {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined
  const cookie = request.headers.cookie
  if (tokenFromCookie(cookie) !== undefined || /(?:^|;\s*)token=/.test(cookie ?? '')) return undefined
  if (request.headers.authorization !== undefined || EMBEDDED_COOKIE.test(cookie ?? '')) return undefined
  const url = new URL(request.url, 'http://page')
  if (url.searchParams.has('app') || url.searchParams.has('embedded')) return undefined
  if (!matchesRoute(pagePath(url.pathname), PUBLIC_PAGES)) return undefined
  const device = isMobileUserAgent(request.headers['user-agent']) ? 'mobile' : 'desktop'
  return `${device} ${url.pathname}${url.search}`
}

/** A rendered Web Response, buffered for the cache (a visitor page is small and complete). */
export async function bufferPage(response: Response, nonce: string): Promise<RenderedPage> {
  return { status: response.status, headers: [...response.headers], body: await response.text(), nonce }
}
