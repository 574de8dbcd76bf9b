import { and, count, desc, eq, gt, inArray, lt } from 'drizzle-orm'
import type { Db } from '../../platform/db/database.ts'
import { accountAttempt } from './tables/attempt.ts'

/**
 * What is counted (tables/attempt.ts): failed sign-ins per e-mail and per IP, code requests per
 * e-mail and per IP, wrong e-mail codes per e-mail and per IP. Kept in the database so that every
 * server copy, and a restarted one, sees the same numbers.
 */
export type AttemptKind =
  | 'login-email'
  | 'login-ip'
  | 'code-email'
  | 'code-ip'
  | 'code-fail-email'
  | 'code-fail-ip'

export const DAY_MS = 24 * 3600_000

/** Failed sign-ins of one account allowed per hour; past it the account refuses even the right password. */
export const LOGIN_FAILURES_PER_HOUR = 100
/** The captcha is asked for after this many failed sign-ins or code requests within CAPTCHA_WINDOW_MS. */
export const CAPTCHA_AFTER_LOGIN_FAILURES = 3
export const CAPTCHA_AFTER_CODE_REQUESTS = 5
export const CAPTCHA_WINDOW_MS = 15 * 60_000
/**
 * E-mail codes, per day: wrong codes per address (past it every code of the address is dead and no
 * new one is sent until the day's oldest failure ages out), wrong codes per IP, and codes sent per
 * address. A new code resets a code's own 5 tries, never these.
 */
export const CODE_FAILURES_PER_EMAIL_PER_DAY = 10
export const CODE_FAILURES_PER_IP_PER_DAY = 30
export const CODES_PER_EMAIL_PER_DAY = 10
const LONGEST_WINDOW_MS = DAY_MS

/** When this process last dropped old rows: at most every 10 minutes, on a write, no timer. */
let prunedAt = 0
const PRUNE_EVERY_MS = 10 * 60_000

/** Counts one event; answers its row id, for a caller that may take it back (dropAttempts). */
export async function recordAttempt(
  db: Db,
  kind: AttemptKind,
  subject: string,
  now = new Date(),
): Promise<number> {
  const [row] = await db
    .insert(accountAttempt)
    .values({ kind, subject, createdAt: now })
    .returning({ id: accountAttempt.id })
  if (now.getTime() - prunedAt > PRUNE_EVERY_MS) {
    prunedAt = now.getTime()
    await pruneAttempts(db, now)
  }
  if (!row) throw new Error('account_attempt insert returned no row')
  return row.id
}

/** Takes back events recorded before knowing how a try ends (a right code is no failure). */
export async function dropAttempts(db: Db, ids: number[]) {
  if (ids.length > 0) await db.delete(accountAttempt).where(inArray(accountAttempt.id, ids))
}

const inWindow = (kind: AttemptKind, subject: string, windowMs: number, now: Date) =>
  and(
    eq(accountAttempt.kind, kind),
    eq(accountAttempt.subject, subject),
    gt(accountAttempt.createdAt, new Date(now.getTime() - windowMs)),
  )

export async function countAttempts(
  db: Db,
  kind: AttemptKind,
  subject: string,
  windowMs: number,
  now = new Date(),
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(accountAttempt)
    .where(inWindow(kind, subject, windowMs, now))
  return row?.n ?? 0
}

/**
 * When a subject that has reached `limit` events within `windowMs` may act again (the moment the
 * limit-th newest event leaves the window), or undefined when it is under the limit.
 */
export async function limitedUntil(
  db: Db,
  kind: AttemptKind,
  subject: string,
  limit: number,
  windowMs: number,
  now = new Date(),
): Promise<Date | undefined> {
  const [row] = await db
    .select({ createdAt: accountAttempt.createdAt })
    .from(accountAttempt)
    .where(inWindow(kind, subject, windowMs, now))
    .orderBy(desc(accountAttempt.createdAt))
    .offset(limit - 1)
    .limit(1)
  return row && new Date(row.createdAt.getTime() + windowMs)
}

/** Forgets a subject's count (a successful sign-in or a password reset clears its e-mail's failures). */
export async function clearAttempts(db: Db, kind: AttemptKind, subject: string) {
  await db
    .delete(accountAttempt)
    .where(and(eq(accountAttempt.kind, kind), eq(accountAttempt.subject, subject)))
}

/** Drops rows older than every window. */
export async function pruneAttempts(db: Db, now = new Date()) {
  await db
    .delete(accountAttempt)
    .where(lt(accountAttempt.createdAt, new Date(now.getTime() - LONGEST_WINDOW_MS)))
}
