import { type AfterLoginInput, afterLoginTarget } from '../../lib/session/afterLogin.ts'
import { storeSignIn } from '../../lib/session/signIn.ts'
import type { SignInAnswer } from './api/account.ts'
import { rememberGift } from './welcome.ts'

/** Leaves the page by the after-login rule (a full load, so the server renders the new session). */
export function followAfterLogin(input: Omit<AfterLoginInput, 'origin' | 'currentPathname'>): void {
  const target = afterLoginTarget({
    ...input,
    origin: window.location.origin,
    currentPathname: window.location.pathname,
  })
  if (target.kind === 'go') window.location.assign(target.to)
  else window.location.reload()
}

/**
 * A successful sign-in (password, sign-up, third party, wallet): store the token and user_info
 * cookies, keep the welcome gift when the answer carries one (the next page shows it), then follow
 * the after-login rule.
 */
export function completeSignIn(
  answer: SignInAnswer,
  rule: Omit<AfterLoginInput, 'origin' | 'currentPathname'>,
): void {
  storeSignIn(answer)
  const brickstype = Number(answer.brickstype)
  const amount = Number(answer.bricksamount)
  if (brickstype > 0 && amount > 0) rememberGift({ brickstype, amount })
  followAfterLogin(rule)
}

/** The query a sign-in page passes on: redirectUri and path. */
export function ruleFromSearch(search: URLSearchParams) {
  return { redirectUri: search.get('redirectUri'), path: search.get('path') }
}
