import { createHash, randomBytes } from 'node:crypto'
import { and, eq, isNull, ne } from 'drizzle-orm'
import type { SessionUser } from '../../platform/api-guard.ts'
import type { Db } from '../../platform/db/database.ts'
import { accountSession, accountUser } from './tables.ts'

/** A session ends 30 days after sign-in, or after 7 days without a request, whichever is first. */
export const SESSION_MAX_AGE_MS = 30 * 24 * 3600_000
export const SESSION_IDLE_MS = 7 * 24 * 3600_000
/** last_seen_at is written at most this often, so authenticated reads stay reads. */
const TOUCH_EVERY_MS = 60_000

/** The signed-in user as handlers see it (`request.user`). */
export type { SessionUser }

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

/** Opens a session: returns an opaque token (256 random bits, base64url); only its hash is stored. */
export async function issueSession(
  db: Db,
  userId: number,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url')
  const expiresAt = new Date(now.getTime() + SESSION_MAX_AGE_MS)
  await db
    .insert(accountSession)
    .values({ userId, tokenHash: hashToken(token), createdAt: now, lastSeenAt: now, expiresAt })
  return { token, expiresAt }
}

/** The user behind a token, or undefined when it is unknown, expired, idle too long or revoked. */
export async function authenticate(
  db: Db,
  token: string,
  now = new Date(),
): Promise<SessionUser | undefined> {
  if (token.length > 128) return undefined
  const [row] = await db
    .select({
      sessionId: accountSession.id,
      lastSeenAt: accountSession.lastSeenAt,
      expiresAt: accountSession.expiresAt,
      revokedAt: accountSession.revokedAt,
      id: accountUser.id,
      uid: accountUser.uid,
      email: accountUser.email,
      username: accountUser.username,
    })
    .from(accountSession)
    .innerJoin(accountUser, eq(accountUser.id, accountSession.userId))
    .where(eq(accountSession.tokenHash, hashToken(token)))
  if (!row || row.revokedAt || row.expiresAt <= now) return undefined
  const idleMs = now.getTime() - row.lastSeenAt.getTime()
  if (idleMs > SESSION_IDLE_MS) return undefined
  if (idleMs > TOUCH_EVERY_MS) {
    await db.update(accountSession).set({ lastSeenAt: now }).where(eq(accountSession.id, row.sessionId))
  }
  return { id: row.id, uid: row.uid, email: row.email, username: row.username, sessionId: row.sessionId }
}

/** Whether a session of this user is still open (not revoked, not past its end). */
export async function isSessionLive(db: Db, sessionId: number, userId: number, now = new Date()) {
  const [row] = await db
    .select({ revokedAt: accountSession.revokedAt, expiresAt: accountSession.expiresAt })
    .from(accountSession)
    .where(and(eq(accountSession.id, sessionId), eq(accountSession.userId, userId)))
  return row !== undefined && row.revokedAt === null && row.expiresAt > now
}

/** Ends one session (sign-out). */
export async function revokeSession(db: Db, token: string, now = new Date()): Promise<void> {
  await db
    .update(accountSession)
    .set({ revokedAt: now })
    .where(eq(accountSession.tokenHash, hashToken(token)))
}

/**
 * Ends every session of a user (password reset, blacklist, e-mail change undone), or every one but
 * the caller's own (password or e-mail change: the device that changed it stays signed in).
 */
export async function revokeAllSessions(
  db: Db,
  userId: number,
  exceptSessionId?: number,
  now = new Date(),
): Promise<void> {
  await db
    .update(accountSession)
    .set({ revokedAt: now })
    .where(
      and(
        eq(accountSession.userId, userId),
        isNull(accountSession.revokedAt),
        exceptSessionId === undefined ? undefined : ne(accountSession.id, exceptSessionId),
      ),
    )
}
