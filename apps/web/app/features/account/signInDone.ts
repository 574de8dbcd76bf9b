import { createStore } from '../../lib/createStore.ts'
import { type AfterLoginInput, afterLoginTarget } from '../../lib/session/afterLogin.ts'
import { storeSignIn } from '../../lib/session/signIn.ts'
import type { SignInAnswer } from './api/account.ts'

/**
 * The 'Congratulations' reward notice (spec 000 §3): of a sign-in answer carrying brickstype and
 * bricksamount, or of a claim on /bricks, which also gives a subtitle and tips.
 */
export type Reward = {
  brickstype: number
  amount: string
  subtitle?: string
  tips?: string
  next?: () => void
}
export const rewardStore = createStore<Reward | null>(null)

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
 * cookies, show the reward when the answer carries one, then follow the after-login rule.
 */
export function completeSignIn(
  answer: SignInAnswer,
  rule: Omit<AfterLoginInput, 'origin' | 'currentPathname'>,
): void {
  storeSignIn(answer)
  const go = () => followAfterLogin(rule)
  const type = Number(answer.brickstype)
  const amount = Number(answer.bricksamount)
  if (type > 0 && amount > 0) rewardStore.set({ brickstype: type, amount: String(amount), next: go })
  else go()
}

/** The query a sign-in page passes on: redirectUri and path. */
export function ruleFromSearch(search: URLSearchParams) {
  return { redirectUri: search.get('redirectUri'), path: search.get('path') }
}
