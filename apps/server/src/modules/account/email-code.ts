import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import type { EmailCodeType } from '@kid/shared/email-code'
import { TEXT } from '@kid/shared/texts'
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm'
import type { Db } from '../../platform/db/database.ts'
import { badRequest } from '../../platform/errors.ts'
import type { Mailer } from '../../platform/mail/mailer.ts'
import { assertCodeChecksAllowed, claimCodeTry, tellOwnerOfPause } from './code-limits.ts'
import { codeMail } from './email-code-mail.ts'
import { accountEmailCode } from './tables/email-code.ts'

/** A code works for 10 minutes and survives 5 wrong guesses; a new one may be sent after 60 s. */
export const CODE_TTL_MS = 10 * 60_000
export const CODE_MAX_TRIES = 5
export const CODE_RESEND_MS = 60_000

export type CodeRow = typeof accountEmailCode.$inferSelect

/**
 * Where codes live, and the server secret their hashes are keyed with: a plain hash of a 4-digit
 * code is reversed in 10,000 tries by whoever reads the table; a keyed one needs the secret too.
 * `now` is the clock (a test moves it through a simulated day); the wall clock without it.
 */
export type CodeStore = { db: Db; serverSecret: string; mailer: Mailer; now?: (() => Date) | undefined }

export const clockOf = (store: { now?: (() => Date) | undefined }) => store.now?.() ?? new Date()

/** A code as a caller gives it; `ip` is who guesses (counted per day), `type` undefined for any flow. */
export type GivenCode = {
  email: string
  code: string
  type: EmailCodeType | undefined
  ip: string | undefined
}

const hashCode = (secret: string, email: string, type: number, code: string) =>
  createHmac('sha256', secret).update(`email code|${email}|${type}|${code}`).digest('hex')

async function lastSent(db: Db, email: string, type: EmailCodeType): Promise<Date | undefined> {
  const [row] = await db
    .select({ sentAt: accountEmailCode.sentAt })
    .from(accountEmailCode)
    .where(and(eq(accountEmailCode.email, email), eq(accountEmailCode.type, type)))
  return row?.sentAt
}

/** Whole seconds until a new code may be sent to this address and type; 0 when it may now. */
export async function resendWait(db: Db, email: string, type: EmailCodeType, now = new Date()) {
  const sentAt = await lastSent(db, email, type)
  const left = sentAt ? sentAt.getTime() + CODE_RESEND_MS - now.getTime() : 0
  return left > 0 ? Math.ceil(left / 1000) : 0
}

/** Whether a code of this address and type was sent within `windowMs`. */
export async function sentWithin(db: Db, email: string, type: EmailCodeType, windowMs: number, now: Date) {
  const sentAt = await lastSent(db, email, type)
  return sentAt !== undefined && sentAt.getTime() > now.getTime() - windowMs
}

/**
 * Makes a fresh code for the address and type, replacing any earlier one, and mails it unless
 * `deliver` is false (a forgot-password request for an unknown address: the row exists, so the
 * resend marker behaves the same, but nobody receives a code).
 */
export async function issueCode(
  deps: CodeStore,
  email: string,
  type: EmailCodeType,
  deliver: boolean,
): Promise<void> {
  const now = clockOf(deps)
  const code = String(randomInt(0, 10_000)).padStart(4, '0')
  const fresh = {
    codeHash: hashCode(deps.serverSecret, email, type, code),
    expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    failedTries: 0,
    consumedAt: null,
    sentAt: now,
  }
  await deps.db
    .insert(accountEmailCode)
    .values({ email, type, ...fresh })
    .onConflictDoUpdate({ target: [accountEmailCode.email, accountEmailCode.type], set: fresh })
  if (deliver) await deps.mailer.send(codeMail(email, type, code, CODE_TTL_MS / 60_000))
}

const expired = () => badRequest(TEXT.codeExpired)

/**
 * Checks a code without using it up (open/checkcode). A wrong guess counts; the fifth kills the
 * code, and the day's tenth for the address kills every code of it (code-limits.ts). Every failure
 * of the code itself reads 'The verification code has expired.' (spec 000 §8), so the answer does
 * not tell a guesser which part was wrong; only a pause says so, with when it ends.
 */
export async function checkCode(store: CodeStore, given: GivenCode): Promise<CodeRow> {
  const { db, serverSecret } = store
  const now = clockOf(store)
  const { email, type } = given
  await assertCodeChecksAllowed(db, email, given.ip, now)
  const [row] = await db
    .select()
    .from(accountEmailCode)
    .where(
      and(
        eq(accountEmailCode.email, email),
        type === undefined ? undefined : eq(accountEmailCode.type, type),
      ),
    )
    .orderBy(desc(accountEmailCode.sentAt))
    .limit(1)
  if (!row || row.consumedAt || row.expiresAt <= now || row.failedTries >= CODE_MAX_TRIES) throw expired()
  // Both tries are claimed before the comparison, so parallel guesses cannot outrun the counts.
  const claim = await claimCodeTry(db, email, given.ip, now)
  const thisCode = and(eq(accountEmailCode.id, row.id), eq(accountEmailCode.codeHash, row.codeHash))
  const tried = await db
    .update(accountEmailCode)
    .set({ failedTries: sql`${accountEmailCode.failedTries} + 1` })
    .where(and(thisCode, lt(accountEmailCode.failedTries, CODE_MAX_TRIES)))
    .returning({ id: accountEmailCode.id })
  if (tried.length === 0) {
    await claim.release()
    throw expired()
  }
  const hash = Buffer.from(hashCode(serverSecret, email, row.type, given.code), 'hex')
  if (timingSafeEqual(hash, Buffer.from(row.codeHash, 'hex'))) {
    await Promise.all([
      claim.release(),
      db
        .update(accountEmailCode)
        .set({ failedTries: sql`${accountEmailCode.failedTries} - 1` })
        .where(and(thisCode, gt(accountEmailCode.failedTries, 0))),
    ])
    return row
  }
  if (claim.last) {
    // Paused: every code of the address dies, so only one sent after the pause can work.
    await db
      .update(accountEmailCode)
      .set({ failedTries: CODE_MAX_TRIES })
      .where(eq(accountEmailCode.email, email))
    await tellOwnerOfPause(store, email)
  }
  throw expired()
}

/**
 * Uses the code up for `work` (register, reset, password change, e-mail binding), which runs in
 * the same transaction: a failure there leaves the code usable, and of two racing calls only one
 * can use it. A wrong guess is counted outside the transaction, so it sticks.
 */
export async function withCode<T>(
  store: CodeStore,
  code: GivenCode & { type: EmailCodeType },
  work: (tx: Db) => Promise<T>,
): Promise<T> {
  const row = await checkCode(store, code)
  const now = clockOf(store)
  return store.db.transaction(async (tx) => {
    const used = await tx
      .update(accountEmailCode)
      .set({ consumedAt: now })
      .where(
        and(
          eq(accountEmailCode.id, row.id),
          eq(accountEmailCode.codeHash, row.codeHash),
          isNull(accountEmailCode.consumedAt),
        ),
      )
      .returning({ id: accountEmailCode.id })
    if (used.length === 0) throw expired()
    return work(tx)
  })
}
