import { CookieName, readCookie, writeCookie } from '../cookies.ts'
import { type SessionUser, toSessionUser } from './user.ts'

/** Sessions end on the server 30 days after sign-in at the latest (docs/api.md §6). */
const SESSION_MAX_AGE_S = 30 * 24 * 60 * 60

/** The `user_info` cookie: the session user without the token (the token has its own cookie). */
export function writeUserInfo(user: unknown): SessionUser {
  const parsed = toSessionUser(user)
  writeCookie(CookieName.userInfo, JSON.stringify(parsed), { maxAge: SESSION_MAX_AGE_S })
  return parsed
}

/**
 * Stores a sign-in answer's user in `user_info`. The token is not the page's to keep: the server
 * set it in an HttpOnly cookie with the same answer, and leaves it out of a browser's answer.
 */
export function storeSignIn(user: Record<string, unknown>): SessionUser {
  return writeUserInfo(user)
}

/** The inviter's code a visitor arrived with (/reg/{invitecode}), sent when they sign up. */
export function rememberInviteCode(code: string): void {
  if (code) writeCookie(CookieName.inviteCode, code, { maxAge: 30 * 24 * 60 * 60 })
}

export function rememberedInviteCode(): string | undefined {
  return readCookie(CookieName.inviteCode) || undefined
}
