import { createHmac, timingSafeEqual } from 'node:crypto'
import type { ChangeEmailBody } from '@kid/shared/account/calls'
import { EMAIL_CODE_TYPE } from '@kid/shared/email-code'
import { and, eq, sql } from 'drizzle-orm'
import { transaction } from '../../platform/db/after-commit.ts'
import { badRequest } from '../../platform/errors.ts'
import { countAttempts, LOGIN_FAILURES_PER_HOUR, recordAttempt } from './attempts.ts'
import { confirmChangeMail, emailChangedMail } from './email-change-mail.ts'
import { issueUndo, UNDO_DAYS } from './email-change-undo.ts'
import { type CodeStore, clockOf, withCode } from './email-code.ts'
import type { EmailVerified } from './email-verified.ts'
import { LOGIN_LOCKED_MSG } from './login.ts'
import { verifyPassword } from './password.ts'
import { isSessionLive, revokeAllSessions, type SessionUser } from './session.ts'
import { accountUser } from './tables.ts'
import { isRegistered } from './users.ts'

/** A change link works for a day. */
const LINK_LIFETIME_MS = 24 * 3600_000
const INVALID_LINK = 'This confirmation link is invalid, used or expired.'
const TAKEN = 'This email is already registered.'
const PROOF_NEEDED = 'Please enter your current password, or the code we sent to your current e-mail address.'
const WRONG_PASSWORD = 'Your current password is incorrect.'

/** `session`: the session that asked; the change lives only as long as it does. */
type Change = { user: number; from: string; to: string; expires: number; session: number }
export type EmailChangeDeps = CodeStore & { linkKey: string; emailVerified?: EmailVerified }

/**
 * The link carries the change itself, signed: no table holds pending changes. It names the address
 * it replaces, so once applied (or after any other change) the same link no longer matches: single use.
 */
function sign(change: Change, key: string): string {
  const body = Buffer.from(JSON.stringify(change)).toString('base64url')
  return `${body}.${createHmac('sha256', key).update(body).digest('base64url')}`
}

function verify(token: string, key: string): Change | undefined {
  const [body, mac] = token.split('.')
  if (!body || !mac) return undefined
  const expected = createHmac('sha256', key).update(body).digest()
  const given = Buffer.from(mac, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined
  try {
    return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Change
  } catch {
    return undefined
  }
}

/**
 * A session alone must not move an account: whoever asks proves they own it now, by its password
 * or by a code (type verify) mailed to its current address. Wrong passwords count with failed
 * sign-ins, wrong codes with the code limits. An account without an address (wallet sign-in) has
 * none to protect and adds its first one by the link alone.
 */
async function proveOwner(
  deps: EmailChangeDeps,
  account: { email: string | null; passwordHash: string | null },
  body: ChangeEmailBody,
  ip: string,
): Promise<void> {
  const email = account.email
  if (!email) return
  if (body.code) {
    await withCode(deps, { email, type: EMAIL_CODE_TYPE.verify, code: body.code, ip }, async () => {})
    return
  }
  if (!body.password) throw badRequest(PROOF_NEEDED)
  const now = clockOf(deps)
  if ((await countAttempts(deps.db, 'login-email', email, 3600_000, now)) >= LOGIN_FAILURES_PER_HOUR) {
    throw badRequest(LOGIN_LOCKED_MSG)
  }
  if (!(await verifyPassword(account.passwordHash ?? undefined, body.password))) {
    await recordAttempt(deps.db, 'login-email', email, now)
    throw badRequest(WRONG_PASSWORD)
  }
}

/** POST user/email/change: after the proof, mails a confirmation link to the new address; nothing changes until it is opened. */
export async function requestEmailChange(
  deps: EmailChangeDeps,
  user: SessionUser,
  body: ChangeEmailBody,
  client: { ip: string; siteUrl: string },
) {
  const to = body.email.toLowerCase()
  const [account] = await deps.db
    .select({ email: accountUser.email, passwordHash: accountUser.passwordHash })
    .from(accountUser)
    .where(eq(accountUser.id, user.id))
  if (!account) throw badRequest(INVALID_LINK)
  if (account.email === to) throw badRequest('This is already your e-mail address.')
  if (await isRegistered(deps.db, to)) throw badRequest(TAKEN)
  await proveOwner(deps, account, body, client.ip)
  const change = {
    user: user.id,
    from: account.email ?? '',
    to,
    expires: clockOf(deps).getTime() + LINK_LIFETIME_MS,
    session: user.sessionId,
  }
  const token = sign(change, deps.linkKey)
  await deps.mailer.send(confirmChangeMail(to, `${client.siteUrl}/emailVerify?token=${token}`))
}

/**
 * GET open/email/confirm: applies the change a link describes, once, while the session that asked
 * is live (signing out, a password reset or an undo drops its pending changes). Every other
 * session ends, and the old address is told, with a link that undoes the change for 7 days.
 */
export async function confirmEmailChange(deps: EmailChangeDeps, token: string, siteUrl: string) {
  const now = clockOf(deps)
  const change = verify(token, deps.linkKey)
  if (!change || change.expires < now.getTime()) throw badRequest(INVALID_LINK)
  if (await isRegistered(deps.db, change.to)) throw badRequest(TAKEN)
  // Opened with after-commit tasks: a listener of the verified e-mail may publish (a notice's count).
  await transaction(deps.db, async (tx) => {
    if (!(await isSessionLive(tx, change.session, change.user, now))) throw badRequest(INVALID_LINK)
    const [before] = await tx
      .select({ verifiedAt: accountUser.emailVerifiedAt })
      .from(accountUser)
      .where(eq(accountUser.id, change.user))
    const applied = await tx
      .update(accountUser)
      .set({ email: change.to, emailVerifiedAt: now })
      .where(and(eq(accountUser.id, change.user), sql`coalesce(${accountUser.email}, '') = ${change.from}`))
      .returning({ email: accountUser.email })
    if (applied.length === 0) throw badRequest(INVALID_LINK)
    if (!before?.verifiedAt) await deps.emailVerified?.tell(tx, change.user)
    await revokeAllSessions(tx, change.user, change.session, now)
    const undo =
      change.from && (await issueUndo(tx, { userId: change.user, from: change.from, to: change.to }, now))
    // In the same transaction: the old address is told if and only if the change is made.
    if (undo) {
      const link = `${siteUrl}/emailVerify?undo=${undo}`
      await deps.mailer.send(emailChangedMail(change.from, change.to, link, UNDO_DAYS), { tx })
    }
  })
  return { email: change.to }
}

/** The link key is derived from the server's HMAC secret, so it needs no setting of its own. */
export function emailLinkKey(serverSecret: string): string {
  return createHmac('sha256', serverSecret).update('account email change links').digest('hex')
}
