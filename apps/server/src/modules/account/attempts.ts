import { and, count, eq, gt, lt } from 'drizzle-orm'
import type { Db } from '../../platform/db/database.ts'
import { accountAttempt } from './tables/attempt.ts'

/**
 * What is counted (tables/attempt.ts): failed sign-ins per e-mail and per IP, code requests per
 * e-mail and per IP. Kept in the database so that every server copy sees the same numbers.
 */
export type AttemptKind = 'login-email' | 'login-ip' | 'code-email' | 'code-ip'

/** Failed sign-ins of one account allowed per hour; past it the account refuses even the right password. */
export const LOGIN_FAILURES_PER_HOUR = 100
/** The captcha is asked for after this many failed sign-ins or code requests within CAPTCHA_WINDOW_MS. */
export const CAPTCHA_AFTER_LOGIN_FAILURES = 3
export const CAPTCHA_AFTER_CODE_REQUESTS = 5
export const CAPTCHA_WINDOW_MS = 15 * 60_000
const LONGEST_WINDOW_MS = 3600_000

/** When this process last dropped old rows: at most every 10 minutes, on a write, no timer. */
let prunedAt = 0
const PRUNE_EVERY_MS = 10 * 60_000

export async function recordAttempt(db: Db, kind: AttemptKind, subject: string, now = new Date()) {
  await db.insert(accountAttempt).values({ kind, subject, createdAt: now })
  if (now.getTime() - prunedAt > PRUNE_EVERY_MS) {
    prunedAt = now.getTime()
    await pruneAttempts(db, now)
  }
}

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
    .where(
      and(
        eq(accountAttempt.kind, kind),
        eq(accountAttempt.subject, subject),
        gt(accountAttempt.createdAt, new Date(now.getTime() - windowMs)),
      ),
    )
  return row?.n ?? 0
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
