import { randomBytes } from 'node:crypto'
import { WALLET_NONCE_TTL_MS } from '@kid/shared/account/siwe'
import { and, eq, gt, inArray, isNull, lt } from 'drizzle-orm'
import type { Db } from '../../../platform/db/database.ts'
import { badRequest } from '../../../platform/errors.ts'
import { accountWalletNonce } from '../tables/wallet-nonce.ts'

/** Nonce purposes (spec 000 §3): 1 login, 2 bind, 4 unbind. */
export type NonceType = 1 | 2 | 4

export type NonceFor = {
  /** Lower-cased 0x address. */
  address: string
  type: NonceType
  /** The signed-in user, for bind (2) and unbind (4). */
  userId?: number | undefined
}

/** 128 random bits as 32 hex digits: alphanumeric, as EIP-4361 requires. */
export const newNonce = () => randomBytes(16).toString('hex')

/** Issues a single-use nonce for one address, purpose and (for 2/4) user, valid for 10 minutes. */
export async function issueNonce(
  db: Db,
  input: NonceFor,
  now = new Date(),
): Promise<{ nonce: string; expirationTime: string }> {
  const expiresAt = new Date(now.getTime() + WALLET_NONCE_TTL_MS)
  const nonce = newNonce()
  await db.insert(accountWalletNonce).values({
    nonce,
    address: input.address,
    type: input.type,
    userId: input.userId ?? null,
    expiresAt,
    createdAt: now,
  })
  // Spent and expired nonces are worth nothing; dropping a few per issue keeps the table small
  // without a scheduled job.
  const stale = db
    .select({ nonce: accountWalletNonce.nonce })
    .from(accountWalletNonce)
    .where(lt(accountWalletNonce.expiresAt, new Date(now.getTime() - 3600_000)))
    .limit(50)
  await db.delete(accountWalletNonce).where(inArray(accountWalletNonce.nonce, stale))
  return { nonce, expirationTime: expiresAt.toISOString() }
}

/**
 * Uses up a nonce, atomically: of two requests with the same nonce only one gets the row. Throws a
 * 1511400 saying why when it is unknown, used, expired, or issued for another purpose, address or user.
 */
export async function consumeNonce(
  db: Db,
  nonce: string,
  expected: NonceFor,
  now = new Date(),
): Promise<void> {
  const n = accountWalletNonce
  const [used] = await db
    .update(n)
    .set({ usedAt: now })
    .where(
      and(
        eq(n.nonce, nonce),
        isNull(n.usedAt),
        gt(n.expiresAt, now),
        eq(n.address, expected.address),
        eq(n.type, expected.type),
        expected.userId === undefined ? isNull(n.userId) : eq(n.userId, expected.userId),
      ),
    )
    .returning({ nonce: n.nonce })
  if (used) return

  const [row] = await db.select().from(n).where(eq(n.nonce, nonce))
  if (!row) throw badRequest('Unknown nonce. Please request a new one and sign again.')
  if (row.usedAt) throw badRequest('This nonce was already used. Please request a new one and sign again.')
  if (row.expiresAt <= now)
    throw badRequest('This nonce has expired. Please request a new one and sign again.')
  if (row.type !== expected.type)
    throw badRequest('This nonce was issued for another action. Please request a new one.')
  if (row.address !== expected.address) throw badRequest('This nonce was issued for another wallet address.')
  throw badRequest('This nonce was issued to another account.')
}
