import type { FastifyInstance } from 'fastify'
import { internalCallHeader } from './signature/internal.ts'

export type InternalApiOptions = {
  /** Query parameters; undefined values are left out. */
  query?: Record<string, string | number | undefined>
}

/** The answer as the browser would get it: HTTP status and the parsed JSON body (undefined if not JSON). */
export type InternalApiResponse = { status: number; body: unknown }

/** A GET of one /api call for a page loader: `context.api` of the load context. */
export type InternalApi = (path: string, options?: InternalApiOptions) => Promise<InternalApiResponse>

const ORIGIN = 'http://internal'

/**
 * The page loaders' way to the API: `app.inject`, so the call goes through the same routes,
 * validation, session and limits as the browser's, without a socket and without the RSA signature
 * (the process secret stands in for it, see signature/internal.ts). The injected request's peer
 * address is the visitor's IP, so rate limits, blacklists and logs see the visitor; no forwarding
 * header is sent, so TRUST_PROXY has nothing to believe. `token` is the visitor's session (the
 * page request's HttpOnly cookie, read here on the server): loaders never handle it.
 */
export function createInternalApi(
  app: FastifyInstance,
  clientIp: string,
  token: string | undefined,
): InternalApi {
  return async (path, { query = {} } = {}) => {
    const url = new URL(path, ORIGIN)
    // Dot segments are resolved above: whatever a loader builds, the call stays inside /api/.
    if (url.origin !== ORIGIN || !url.pathname.startsWith('/api/')) {
      throw new Error(`not an API path: ${path}`)
    }
    for (const [key, value] of Object.entries(query))
      if (value !== undefined) url.searchParams.set(key, String(value))
    const headers: Record<string, string> = { ...internalCallHeader(), accept: 'application/json' }
    if (token) headers.authorization = token
    const response = await app.inject({
      method: 'GET',
      url: url.pathname + url.search,
      headers,
      remoteAddress: clientIp,
    })
    let body: unknown
    try {
      body = response.json()
    } catch {
      body = undefined
    }
    return { status: response.statusCode, body }
  }
}
