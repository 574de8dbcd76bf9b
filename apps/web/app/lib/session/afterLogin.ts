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
 * The after-login rule of spec 000 §2.7: a same-origin http(s) redirectUri is followed; another
 * origin goes through /auth (which asks before leaving the site); a relative one stays on our own
 * domain; otherwise the path query is followed. A target of login or reg, or no target while on
 * login or reg, goes to /. Otherwise the page reloads.
 */
export function afterLoginTarget(input: AfterLoginInput): AfterLogin {
  const redirectUri = input.redirectUri?.trim()
  if (redirectUri) {
    if (/^https?:\/\//i.test(redirectUri)) {
      let url: URL | undefined
      try {
        url = new URL(redirectUri)
      } catch {}
      if (url) {
        if (url.origin === input.origin) return localTarget(`${url.pathname}${url.search}${url.hash}`)
        return { kind: 'go', to: `/auth?${new URLSearchParams({ redirectUri })}` }
      }
    } else if (redirectUri.startsWith('/') && !redirectUri.startsWith('//')) {
      return localTarget(redirectUri)
    } else if (!/^[a-z][a-z0-9+.-]*:/i.test(redirectUri) && !redirectUri.startsWith('//')) {
      return localTarget(`/${redirectUri}`)
    }
  }
  const path = input.path?.trim()
  if (path?.startsWith('/') && !path.startsWith('//')) return localTarget(path)
  if (isAuthPage(input.currentPathname)) return { kind: 'go', to: '/' }
  const fallback = input.fallback ?? 'reload'
  return fallback === 'reload' ? { kind: 'reload' } : { kind: 'go', to: fallback }
}
