import { createHash, randomBytes } from 'node:crypto'
import type { OAuthProvider } from '@kid/shared/account/user'
import { and, eq, gt, isNull, lt } from 'drizzle-orm'
import type { Db } from '../../../platform/db/database.ts'
import { badRequest } from '../../../platform/errors.ts'
import { accountOauthPending } from '../tables/oauth.ts'
import type { ProviderIdentity } from './providers.ts'

/** The `openid` handle the browser gets after the provider's callback is good for 10 minutes, once. */
export const PENDING_TTL_MS = 10 * 60_000

export type Pending = typeof accountOauthPending.$inferSelect

const hashOf = (openid: string) => createHash('sha256').update(openid).digest('hex')

/** Stores a provider's answer and returns the random handle (only its hash is kept). */
export async function savePending(
  db: Db,
  provider: OAuthProvider,
  identity: ProviderIdentity,
  now = new Date(),
) {
  const openid = randomBytes(32).toString('base64url')
  await db.insert(accountOauthPending).values({
    openidHash: hashOf(openid),
    provider,
    subject: identity.subject,
    email: identity.email?.toLowerCase() ?? null,
    emailVerified: identity.emailVerified && !!identity.email,
    expiresAt: new Date(now.getTime() + PENDING_TTL_MS),
    createdAt: now,
  })
  await db
    .delete(accountOauthPending)
    .where(lt(accountOauthPending.expiresAt, new Date(now.getTime() - 86_400_000)))
  return openid
}

export const PENDING_EXPIRED_MSG = 'This sign-in has expired. Please sign in again.'

/** The live pending sign-in of this handle and provider, locked until the transaction ends. */
export async function openPending(
  tx: Db,
  openid: string,
  provider: OAuthProvider,
  now = new Date(),
): Promise<Pending> {
  const p = accountOauthPending
  const [row] = await tx
    .select()
    .from(p)
    .where(
      and(eq(p.openidHash, hashOf(openid)), eq(p.provider, provider), isNull(p.usedAt), gt(p.expiresAt, now)),
    )
    .for('update')
  if (!row) throw badRequest(PENDING_EXPIRED_MSG)
  return row
}

export async function closePending(tx: Db, id: number, now = new Date()): Promise<void> {
  await tx.update(accountOauthPending).set({ usedAt: now }).where(eq(accountOauthPending.id, id))
}
