/**
 * The route lists of spec 000 §2.1 and §4, kept once and used by the server-side guards
 * and the client alike. A pattern ending in `/*` matches the path itself and everything below it.
 */
export const LOGIN_REQUIRED = [
  '/launchpad/apply',
  '/launchpad/mine',
  '/nftCreate',
  '/personal/collections',
  '/sellList',
  '/message',
  '/message/setting',
  '/sellConfig',
  '/personal/earnings',
  '/community/groupCreate',
  '/kns/register/*',
  '/kns/details',
  '/bricks',
  '/bricks/invite',
  '/kid/domain-manage/*',
  '/h5/bricks',
  '/h5/bricks-log',
  '/activity/ranking/*',
  '/activity/invite/*',
  '/activity/records/*',
  '/blindBox',
  '/blindBox/*',
  '/wallet/*',
  '/messages',
  '/profileNew',
  '/creator-center/upload',
  '/im',
] as const

/** Routes that stay on screen after sign-out instead of moving to /index. */
export const VISIBLE_AFTER_SIGN_OUT = ['/', '/posts', '/im/scan'] as const

/** Routes where a blacklisted user is not blocked. */
export const BLACKLIST_EXEMPT = [
  '/',
  '/error',
  '/marketplace',
  '/404',
  '/iplimit',
  '/generate-pixel',
  '/video',
  '/illustrate',
  '/h5/download',
  '/posts',
] as const

/** Login and register paths: a logged-in user on one of them goes to /. */
export const LOGIN_ONLY = ['/reg', '/reg/', '/reg/index', '/login', '/login/', '/login/index'] as const

/** Without a token on first server render these go to /index (spec 000 §4). */
export const INDEX_WITHOUT_TOKEN = [
  '/nftCreate',
  '/personal/collections',
  '/sellList',
  '/personal/earnings',
] as const

/**
 * Pages the same for every visitor, which the server may cache for visitors a few seconds
 * (docs/web.md "Keeping pages fast"). Not listed means never cached: a new page is personal until
 * it is added here, and no member's request is ever answered from the cache.
 */
export const PUBLIC_PAGES = [
  '/',
  '/marketplace',
  '/marketplace/*',
  '/marketplaceOld',
  '/nftdetails',
  '/mobileHome',
  '/terms',
  '/term',
  '/website/term',
  '/privacy',
  '/website/privacy',
  '/copyright',
  '/contact-us',
  '/app',
  '/h5/download',
  '/search',
  '/search/*',
] as const

/** Paths the login-required guard leaves open although they sit below a guarded prefix. */
const ALWAYS_OPEN = ['/im/scan'] as const

/**
 * Whether `path` is one of `patterns` (a `/*` pattern covers its base and everything below).
 * Case-insensitive, as React Router matches routes: /SELLLIST renders /sellList, so it is guarded too.
 */
export function matchesRoute(path: string, patterns: readonly string[]): boolean {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path
  const clean = trimmed.toLowerCase()
  return patterns.some((cased) => {
    const pattern = cased.toLowerCase()
    if (pattern.endsWith('/*')) {
      const base = pattern.slice(0, -2)
      return clean === base || clean.startsWith(`${base}/`)
    }
    return clean === pattern
  })
}

export function isLoginRequired(path: string): boolean {
  if (matchesRoute(path, ALWAYS_OPEN)) return false
  // /im guards its own sub-pages too (/im/{id}, contacts, ...), except /im/scan above.
  return matchesRoute(path, LOGIN_REQUIRED) || path.toLowerCase().startsWith('/im/')
}

export function isLoginOnly(path: string): boolean {
  return (LOGIN_ONLY as readonly string[]).includes(path.toLowerCase()) || /^\/reg\/[^/]+$/i.test(path)
}

/**
 * The app-download QR (spec 001 §2: 149x149), an SVG the server draws once from PUBLIC_URL: every
 * page shows it as an image instead of shipping a QR encoder to the browser.
 */
export const APP_DOWNLOAD_QR_PATH = '/h5/download/qr.svg'
export const APP_DOWNLOAD_QR_SIZE = 149
