import type { FastifyRequest } from 'fastify'

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
 * The site's own origin: PUBLIC_URL's when configured; without it (development) the origin the
 * request came to, which a browser's Host header names truthfully for its own pages.
 */
export function siteOrigin(request: FastifyRequest, publicUrl: string | undefined): string | undefined {
  return originOf(publicUrl) ?? originOf(`${request.protocol}://${request.host}`)
}

/**
 * True when the request says it comes from a page of the site: its Origin header, else its
 * Referer, on the site's origin. A browser sets both itself (scripts cannot), so another site's
 * form or fetch is told apart; a request naming neither is not trusted.
 */
export function comesFromSite(request: FastifyRequest, publicUrl: string | undefined): boolean {
  const claimed = originOf(one(request.headers.origin)) ?? originOf(one(request.headers.referer))
  return claimed !== undefined && claimed === siteOrigin(request, publicUrl)
}
