import { randomBytes } from 'node:crypto'
import { and, eq, gt, isNull } from 'drizzle-orm'
import type { Db } from '../../platform/db/database.ts'
import { badRequest } from '../../platform/errors.ts'
import { type CodeStore, clockOf } from './email-code.ts'
import { hashToken, revokeAllSessions } from './session.ts'
import { accountEmailUndo } from './tables/email-undo.ts'
import { accountUser } from './tables.ts'
import { findUserByEmail } from './users.ts'

/** The old address may undo a change for a week: long enough to notice a mail after a holiday. */
export const UNDO_DAYS = 7
const UNDO_INVALID = 'This undo link is invalid, used or expired.'
const FROM_TAKEN =
  'Your old e-mail address now belongs to another KID account, so it cannot be put back. Please contact support.'

/** Makes the single-use token of an undo link for a change just made; only its hash is stored. */
export async function issueUndo(
  tx: Db,
  change: { userId: number; from: string; to: string },
  now: Date,
): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  await tx.insert(accountEmailUndo).values({
    userId: change.userId,
    tokenHash: hashToken(token),
    fromEmail: change.from,
    toEmail: change.to,
    expiresAt: new Date(now.getTime() + UNDO_DAYS * 24 * 3600_000),
    createdAt: now,
  })
  return token
}

/**
 * POST open/email/undo: puts the old address back, whatever the account's address is now (a
 * hijacker may have changed it again), and ends every session, the hijacker's included. Once.
 */
export async function undoEmailChange(store: CodeStore, token: string): Promise<{ email: string }> {
  const now = clockOf(store)
  return store.db.transaction(async (tx) => {
    const [undo] = await tx
      .update(accountEmailUndo)
      .set({ usedAt: now })
      .where(
        and(
          eq(accountEmailUndo.tokenHash, hashToken(token)),
          isNull(accountEmailUndo.usedAt),
          gt(accountEmailUndo.expiresAt, now),
        ),
      )
      .returning()
    if (!undo) throw badRequest(UNDO_INVALID)
    const holder = await findUserByEmail(tx, undo.fromEmail)
    if (holder && holder.id !== undo.userId) throw badRequest(FROM_TAKEN)
    await tx
      .update(accountUser)
      .set({ email: undo.fromEmail, emailVerifiedAt: now })
      .where(eq(accountUser.id, undo.userId))
    await revokeAllSessions(tx, undo.userId, undefined, now)
    return { email: undo.fromEmail }
  })
}
