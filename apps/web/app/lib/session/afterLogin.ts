import { isLoginOnly } from '@kid/shared/routes'

export type AfterLoginInput = {
  /** The `redirectUri` query of the page, if any. */
  redirectUri?: string | null
  /** The `path` query of the page, if any. */
  path?: string | null
  /** The page's origin, e.g. https://kid.social. */
  origin: string
  /** The page's pathname. */
  currentPathname: string
  /** What happens without a target on a page that is not login or reg (reload by default). */
  fallback?: 'reload' | string
}

export type AfterLogin = { kind: 'go'; to: string } | { kind: 'reload' }

function isAuthPage(pathname: string): boolean {
  const path = pathname.split(/[?#]/)[0] ?? ''
  return isLoginOnly(path) || isLoginOnly(path.replace(/\/+$/, ''))
}

function localTarget(target: string): AfterLogin {
  return isAuthPage(target) ? { kind: 'go', to: '/' } : { kind: 'go', to: target }
}

/**
 * `target` resolved against the site the way the browser will resolve it: a path on our origin
 * (pathname, query, hash), or undefined when it lands anywhere else. Browsers read `\` as `/` and
 * drop tabs and newlines, so `/\evil.test`, `/%09/evil.test` (decoded), `//evil.test`,
 * `javascript:` and `user@host` forms only show their real destination once parsed; the path is
 * parsed once more, so a result such as `/.//evil.test` → `//evil.test` cannot leave either.
 */
export function sameOriginPath(target: string, origin: string): string | undefined {
  const resolve = (text: string) => {
    try {
      return new URL(text, `${origin}/`)
    } catch {
      return undefined
    }
  }
  const url = resolve(target)
  if (url?.origin !== origin) return undefined
  const path = `${url.pathname}${url.search}${url.hash}`
  return resolve(path)?.origin === origin ? path : undefined
}

/**
 * The after-login rule of spec 000 §2.7: a same-origin http(s) redirectUri is followed; another
 * origin goes through /auth (which asks before leaving the site); a relative one stays on our own
 * domain, followed only when it resolves to our origin; otherwise the path query is followed. A
 * target of login or reg, or no target while on login or reg, goes to /. Otherwise the page reloads.
 */
export function afterLoginTarget(input: AfterLoginInput): AfterLogin {
  const redirectUri = input.redirectUri?.trim()
  if (redirectUri) {
    const local = sameOriginPath(redirectUri, input.origin)
    if (local !== undefined) return localTarget(local)
    // Only a plain absolute http(s) address may leave, and only through /auth's question.
    if (/^https?:\/\/[^\\/\s]/i.test(redirectUri) && URL.canParse(redirectUri))
      return { kind: 'go', to: `/auth?${new URLSearchParams({ redirectUri })}` }
  }
  const path = input.path?.trim()
  const local = path?.startsWith('/') ? sameOriginPath(path, input.origin) : undefined
  if (local !== undefined) return localTarget(local)
  if (isAuthPage(input.currentPathname)) return { kind: 'go', to: '/' }
  const fallback = input.fallback ?? 'reload'
  return fallback === 'reload' ? { kind: 'reload' } : { kind: 'go', to: fallback }
}
