import { TEXT } from '@kid/shared/texts'
import type { Db } from '../../platform/db/database.ts'
import { badRequest } from '../../platform/errors.ts'
import type { Mailer } from '../../platform/mail/mailer.ts'
import {
  CODE_FAILURES_PER_EMAIL_PER_DAY,
  CODE_FAILURES_PER_IP_PER_DAY,
  CODES_PER_EMAIL_PER_DAY,
  countAttempts,
  DAY_MS,
  dropAttempts,
  limitedUntil,
  recordAttempt,
} from './attempts.ts'
import { codeLockMail } from './email-code-mail.ts'
import { findUserByEmail } from './users.ts'

/**
 * The limits that hold across codes (issue #9): a new code resets its own 5 tries, so the tries
 * that matter are counted per address and per IP for a day, in account_attempt. Without them a
 * script asking for a new code every minute gets 7,200 guesses a day at a 4-digit code.
 */

/** "in 3 hours", "in 12 minutes": how long a limit still holds, rounded up. */
function waitText(until: Date, now: Date): string {
  const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000))
  if (minutes < 90) return `in ${minutes} minute${minutes === 1 ? '' : 's'}`
  return `in ${Math.ceil(minutes / 60)} hours`
}

/** Refuses while the address's codes are paused (its day's wrong codes reached). */
async function assertNotPaused(db: Db, email: string, now: Date) {
  const limit = CODE_FAILURES_PER_EMAIL_PER_DAY
  const until = await limitedUntil(db, 'code-fail-email', email, limit, DAY_MS, now)
  if (!until) return
  throw badRequest(
    `Too many wrong codes were entered for this e-mail address. To keep the account safe, codes are paused: please ask for a new code ${waitText(until, now)}.`,
  )
}

/** Refuses any code check (right or wrong) for an address or from an IP past its day's wrong codes. */
export async function assertCodeChecksAllowed(db: Db, email: string, ip: string | undefined, now: Date) {
  await assertNotPaused(db, email, now)
  if (ip === undefined) return
  const byIp = await limitedUntil(db, 'code-fail-ip', ip, CODE_FAILURES_PER_IP_PER_DAY, DAY_MS, now)
  if (byIp) {
    throw badRequest(
      `Too many wrong codes were entered from your network today. Please try again ${waitText(byIp, now)}.`,
    )
  }
}

/** Refuses to send a code to a paused address, or past the day's codes for it. */
export async function assertCodeSendAllowed(db: Db, email: string, now: Date) {
  await assertNotPaused(db, email, now)
  const sent = await limitedUntil(db, 'code-email', email, CODES_PER_EMAIL_PER_DAY, DAY_MS, now)
  if (sent) {
    throw badRequest(
      `You have asked for ${CODES_PER_EMAIL_PER_DAY} codes for this address today. Please ask again ${waitText(sent, now)}.`,
    )
  }
}

/**
 * Claims one code check for an address and IP before the code is compared: the try is counted
 * first, so a burst of parallel guesses cannot all pass the limit check and then all compare. The
 * claim whose count is past a limit is refused; `release` takes a claim back when the code was
 * right; `last` says it was the address's last allowed wrong code of the day.
 */
export async function claimCodeTry(
  db: Db,
  email: string,
  ip: string | undefined,
  now: Date,
): Promise<{ last: boolean; release(): Promise<void> }> {
  const ids = await Promise.all([
    recordAttempt(db, 'code-fail-email', email, now),
    ...(ip === undefined ? [] : [recordAttempt(db, 'code-fail-ip', ip, now)]),
  ])
  const [byEmail, byIp] = await Promise.all([
    countAttempts(db, 'code-fail-email', email, DAY_MS, now),
    ip === undefined ? 0 : countAttempts(db, 'code-fail-ip', ip, DAY_MS, now),
  ])
  // Each claim counts at least every claim inserted before it, so at most `limit` see themselves within it.
  if (byEmail > CODE_FAILURES_PER_EMAIL_PER_DAY || byIp > CODE_FAILURES_PER_IP_PER_DAY) {
    await dropAttempts(db, ids)
    await assertCodeChecksAllowed(db, email, ip, now)
    // Only if right codes released claims meanwhile: refuse this one all the same.
    throw badRequest(TEXT.codeExpired)
  }
  // `last` may be seen twice only by wrong guesses racing at two live codes of one address: then
  // the owner gets the notice twice, and the pause holds all the same.
  return { last: byEmail === CODE_FAILURES_PER_EMAIL_PER_DAY, release: () => dropAttempts(db, ids) }
}

/** Tells the owner of an address (if it has an account) that its codes were just paused. */
export async function tellOwnerOfPause(deps: { db: Db; mailer: Mailer }, email: string) {
  if (await findUserByEmail(deps.db, email)) {
    await deps.mailer.send(codeLockMail(email, CODE_FAILURES_PER_EMAIL_PER_DAY))
  }
}
