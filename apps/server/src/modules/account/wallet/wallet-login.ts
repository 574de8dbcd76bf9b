import type { WalletLoginBody } from '@kid/shared/account/calls'
import { REGISTER_TYPE, type User } from '@kid/shared/account/user'
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../../platform/db/database.ts'
import { type SignInClient, signInUser } from '../profile/user-view.ts'
import { accountUser } from '../tables.ts'
import { createUser } from '../users.ts'
import { consumeNonce } from './nonce.ts'
import { type VerifyContractSignature, verifySignIn } from './verify-sign-in.ts'

export type WalletDeps = {
  db: Db
  chainId: number
  verifyContractSignature?: VerifyContractSignature | undefined
}

/**
 * Wallet sign-in (spec 000 §4): a signed EIP-4361 message with a login nonce signs in the account
 * bound to the address, or registers one (registertype 5). The nonce is used up in the same
 * transaction that signs in, so a failure writes nothing and a replay finds the nonce spent.
 */
export async function walletLogin(
  deps: WalletDeps,
  body: WalletLoginBody,
  site: { domain: string },
  client: SignInClient,
): Promise<User> {
  const signed = await verifySignIn({
    content: body.content as `0x${string}`,
    sign: body.sign as `0x${string}`,
    domain: site.domain,
    chainId: deps.chainId,
    verifyContractSignature: deps.verifyContractSignature,
  })
  const attempt = () =>
    deps.db.transaction(async (tx) => {
      await consumeNonce(tx, signed.nonce, { address: signed.address, type: 1 })
      const [bound] = await tx
        .select({ id: accountUser.id })
        .from(accountUser)
        .where(eq(accountUser.walletaddress, signed.address))
      const userId = bound?.id ?? (await registerWalletUser(tx, signed.address, body.invitecode))
      return signInUser(tx, userId, client)
    })
  try {
    return await attempt()
  } catch (error) {
    // Two first sign-ins of one new wallet at once: the loser's insert hits the unique address and
    // rolls back (its nonce too); the retry finds the account the winner made.
    if (!isUniqueViolation(error)) throw error
    return attempt()
  }
}

async function registerWalletUser(db: Db, address: string, invitecode: string | undefined): Promise<number> {
  const inviterId = invitecode ? await inviterOf(db, invitecode) : undefined
  const { id } = await createUser(db)
  await db
    .update(accountUser)
    .set({ registertype: REGISTER_TYPE.wallet, walletaddress: address, inviterId: inviterId ?? null })
    .where(eq(accountUser.id, id))
  return id
}

/** The member whose invite code this is; an unknown code is ignored (it comes from a stored link, not typed). */
export async function inviterOf(db: Db, invitecode: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: accountUser.id })
    .from(accountUser)
    .where(eq(accountUser.inviteCode, sql`upper(${invitecode.trim()})`))
  return row?.id
}

/** A PostgreSQL unique violation (23505), as node-postgres or PGlite report it, possibly wrapped by drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  let e = error
  for (let depth = 0; depth < 5 && e && typeof e === 'object'; depth++) {
    if ('code' in e && e.code === '23505') return true
    e = 'cause' in e ? e.cause : undefined
  }
  return false
}
