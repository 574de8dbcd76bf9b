import { isLoginRequired } from '@kid/shared/routes'

/**
 * Where sign-out leaves the user (spec 000 §4): a login-required page goes to /index,
 * anything else (including VISIBLE_AFTER_SIGN_OUT pages) reloads in place.
 */
export function signOutTarget(pathname: string): { kind: 'go'; to: '/index' } | { kind: 'reload' } {
  return isLoginRequired(pathname) ? { kind: 'go', to: '/index' } : { kind: 'reload' }
}
