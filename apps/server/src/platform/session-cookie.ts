import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * 'open': the route answers a sign-in (`data.token`): the session cookie is set from it.
     * 'close': the route ends the caller's session (user/logout): the cookie is cleared.
     */
    session?: 'open' | 'close'
  }
}

/** The browser's session: the token in a cookie scripts cannot read (docs/api.md §6). */
export const SESSION_COOKIE = 'token'

/** Sessions end on the server 30 days after sign-in at the latest (modules/account/session.ts). */
const MAX_AGE_S = 30 * 24 * 60 * 60

/** Cookie values are base64url tokens; anything else in the cookie is no token of ours. */
const TOKEN_TEXT = /^[\w-]{1,128}$/

/** The session token of the `token` cookie in a Cookie header, if any. */
export function tokenFromCookie(header: string | string[] | undefined): string | undefined {
  const text = Array.isArray(header) ? header.join('; ') : header
  if (!text) return undefined
  for (const part of text.split(';')) {
    const eq = part.indexOf('=')
    if (eq < 0 || part.slice(0, eq).trim() !== SESSION_COOKIE) continue
    const value = part.slice(eq + 1).trim()
    return TOKEN_TEXT.test(value) ? value : undefined
  }
  return undefined
}

export type SessionCookieOptions = {
  /** Secure cookies: the site is served over HTTPS (PUBLIC_URL https, or the request came over TLS). */
  secure: boolean
}

/** Secure over HTTPS: PUBLIC_URL says https, or (without it) the request itself came over TLS. */
export function cookieOptionsFor(request: FastifyRequest, publicUrl: string): SessionCookieOptions {
  return { secure: publicUrl.startsWith('https:') || request.protocol === 'https' }
}

/** HttpOnly (scripts never see it), SameSite=Lax (not sent on other sites' requests but top-level links). */
export function sessionCookie(token: string, options: SessionCookieOptions): string {
  return cookieLine(`${SESSION_COOKIE}=${token}`, MAX_AGE_S, options)
}

export function clearedSessionCookie(options: SessionCookieOptions): string {
  return cookieLine(`${SESSION_COOKIE}=`, 0, options)
}

function cookieLine(pair: string, maxAge: number, { secure }: SessionCookieOptions): string {
  return [
    pair,
    'Path=/',
    `Max-Age=${maxAge}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ')
}

/** Adds a Set-Cookie line, keeping those already on the reply (a flow cookie cleared alongside). */
export function appendSetCookie(reply: FastifyReply, line: string): void {
  const existing = reply.getHeader('set-cookie')
  const lines = existing === undefined ? [] : Array.isArray(existing) ? existing : [String(existing)]
  reply.header('set-cookie', [...lines, line])
}

/**
 * A request made by a browser page: browsers add `Sec-Fetch-Site` to every request, and a script
 * can neither set nor remove it. Native apps send none.
 */
export function fromBrowser(request: FastifyRequest): boolean {
  return request.headers['sec-fetch-site'] !== undefined
}

/**
 * Routes declared with `config.session` set or clear the cookie. A sign-in answer keeps `token` in
 * its body for native apps (spec 000 §3, sent back in Authorization) but not for a browser: there
 * the cookie carries it, so no script on the page ever holds the token.
 */
export function registerSessionCookie(app: FastifyInstance, publicUrl: string): void {
  const cookieOptions = (request: FastifyRequest) => cookieOptionsFor(request, publicUrl)
  app.addHook('onRoute', (route) => {
    const kind = route.config?.session
    if (!kind) return
    const own = route.preSerialization === undefined ? [] : [route.preSerialization].flat()
    route.preSerialization = [
      ...own,
      async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
        if (kind === 'close') {
          appendSetCookie(reply, clearedSessionCookie(cookieOptions(request)))
          return payload
        }
        const data = (payload as { data?: unknown } | null)?.data
        if (!data || typeof data !== 'object' || !('token' in data) || typeof data.token !== 'string')
          return payload
        appendSetCookie(reply, sessionCookie(data.token, cookieOptions(request)))
        if (!fromBrowser(request)) return payload
        const { token: _kept, ...rest } = data
        return { ...(payload as object), data: rest }
      },
    ]
  })
}
