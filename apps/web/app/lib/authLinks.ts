/** Log In and Sign Up links carry redirectUri, defaulting to the current path (spec 000 §2.4). */
export function authHref(kind: 'login' | 'reg', redirectUri: string): string {
  return `/${kind}?${new URLSearchParams({ redirectUri }).toString()}`
}

/** A login-required action of a visitor goes to /login?path={encoded current full path}. */
export function loginPathHref(fullPath: string): string {
  return `/login?${new URLSearchParams({ path: fullPath }).toString()}`
}
