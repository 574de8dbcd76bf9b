import { type Blacklist, blacklistOf, Code, isSuccess } from '@kid/shared/codes'

export type Reply = {
  /** HTTP status; 0 when the request never got an answer. */
  status: number
  /** The parsed `{code, msg}` body, when there is one. */
  body?: { code: number; msg: string }
  /** The response `redirect` header ('false' suppresses the ip-limit redirect). */
  redirectHeader?: string | null
}

/** What the client does with a reply: the error catalogue of spec 000 §8. */
export type Outcome =
  | { kind: 'success' }
  | { kind: 'ipLimit'; redirect: boolean; msg: string }
  | { kind: 'captcha'; showError: boolean; msg: string }
  | { kind: 'blacklist'; type: Blacklist; msg: string }
  | { kind: 'auth'; msg: string }
  | { kind: 'failure'; code?: number; msg: string }

export const FALLBACK_MESSAGE = 'Error'

export function outcomeOf(reply: Reply): Outcome {
  const msg = reply.body?.msg || FALLBACK_MESSAGE
  if (reply.status === 401) return { kind: 'auth', msg }
  if (reply.status !== 200 || !reply.body) return { kind: 'failure', code: reply.body?.code, msg }
  const { code } = reply.body
  if (isSuccess(code)) return { kind: 'success' }
  if (code === Code.UNAUTHORIZED) return { kind: 'auth', msg }
  if (code === Code.IP_LIMIT) return { kind: 'ipLimit', redirect: reply.redirectHeader !== 'false', msg }
  if (code === Code.CAPTCHA_REQUIRED) return { kind: 'captcha', showError: false, msg }
  if (code === Code.CAPTCHA_FAILED) return { kind: 'captcha', showError: true, msg }
  const blacklist = blacklistOf(code)
  if (blacklist) return { kind: 'blacklist', type: blacklist, msg }
  return { kind: 'failure', code, msg }
}
