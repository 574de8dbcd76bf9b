/** Cookie names the web client uses; see apps/web/README.md for their contents. */
export const CookieName = {
  /** JSON of the signed-in user (spec 000 §3), restored on first server render. */
  userInfo: 'user_info',
  /**
   * The opaque session token: set by the server, HttpOnly (scripts cannot read it), sent by the
   * browser itself with every same-site request. Only the server reads it (readSession.ts).
   */
  token: 'token',
  /** The user's invite code, cleared on sign-out. */
  inviteCode: 'invite_code',
  /** '1' when the page runs inside the native app (query app=1 or embedded=1 seen once). */
  app: 'kid_app',
} as const

export function parseCookieHeader(header: string | null | undefined): Record<string, string> {
  const out: Record<string, string> = {}
  if (!header) return out
  for (const part of header.split(';')) {
    const eq = part.indexOf('=')
    if (eq < 0) continue
    const name = part.slice(0, eq).trim()
    if (!name || name in out) continue
    const raw = part.slice(eq + 1).trim()
    try {
      out[name] = decodeURIComponent(raw)
    } catch {
      out[name] = raw
    }
  }
  return out
}

export type CookieOptions = { maxAge?: number; path?: string; sameSite?: 'Lax' | 'Strict' }

export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${options.path ?? '/'}`]
  if (options.maxAge !== undefined) parts.push(`Max-Age=${options.maxAge}`)
  parts.push(`SameSite=${options.sameSite ?? 'Lax'}`)
  return parts.join('; ')
}

/** Reads one cookie in the browser; undefined on the server. */
export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined
  return parseCookieHeader(document.cookie)[name]
}

export function writeCookie(name: string, value: string, options?: CookieOptions): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari and Firefox
  document.cookie = serializeCookie(name, value, options)
}

/** Expires every cookie visible to the page (sign-out and blacklist clear "all cookies"). */
export function clearAllCookies(doc: { cookie: string } = document): void {
  for (const name of Object.keys(parseCookieHeader(doc.cookie))) {
    doc.cookie = `${name}=; Path=/; Max-Age=0`
  }
}
