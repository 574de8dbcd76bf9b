import type { FastifyRequest } from 'fastify'
import type { Config } from './config/config.ts'
import { siteOrigin } from './site-origin.ts'

/** Methods that change nothing (RFC 9110 safe methods): SameSite=Lax already covers them. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

export const isSafeMethod = (method: string) => SAFE_METHODS.has(method.toUpperCase())

function one(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value
}

function originOf(text: string | undefined): string | undefined {
  if (!text || text === 'null') return undefined
  try {
    return new URL(text).origin
  } catch {
    return undefined
  }
}

/**
 * True when the request says it comes from a page of the site: its Origin header, else its
 * Referer, on the site's origin: PUBLIC_URL's, or in development the loopback origin the request
 * came to (site-origin.ts). A browser sets both itself (scripts cannot), so another site's form or fetch is told
 * apart; a request naming neither is not trusted.
 */
export function comesFromSite(
  request: Pick<FastifyRequest, 'headers' | 'protocol' | 'host'>,
  site: Pick<Config, 'publicUrl' | 'production'>,
): boolean {
  const claimed = originOf(one(request.headers.origin)) ?? originOf(one(request.headers.referer))
  if (claimed === undefined) return false
  return claimed === originOf(site.publicUrl) || claimed === originOf(siteOrigin(site, request))
}
