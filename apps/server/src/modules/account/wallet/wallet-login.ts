import type { WalletLoginBody } from '@kid/shared/account/calls'
import { REGISTER_TYPE, type User } from '@kid/shared/account/user'
import { eq } from 'drizzle-orm'
import type { Db } from '../../../platform/db/database.ts'
import { inviterByCode } from '../invite.ts'
import { type SignInClient, type SignInGate, signInUser } from '../profile/user-view.ts'
import { isUniqueViolation } from '../register.ts'
import { accountUser } from '../tables.ts'
import { createUser } from '../users.ts'
import { consumeNonce } from './nonce.ts'
import { type VerifyContractSignature, verifySignIn } from './verify-sign-in.ts'

export type WalletDeps = {
  db: Db
  chainId: number
  verifyContractSignature?: VerifyContractSignature | undefined
  /** Blocked accounts, devices and IPs cannot sign in. */
  gate?: SignInGate | undefined
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
  deps.gate?.assertAllowed({ device: client.device, ip: client.ip })
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
      deps.gate?.assertAllowed({ userId, device: client.device, ip: client.ip })
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

/** A new account of the wallet; an unknown invite code is ignored, as at e-mail sign-up (it comes from a stored link). */
async function registerWalletUser(db: Db, address: string, invitecode: string | undefined): Promise<number> {
  const inviter = invitecode ? await inviterByCode(db, invitecode) : undefined
  const { id } = await createUser(db, { registertype: REGISTER_TYPE.wallet, inviterId: inviter?.id })
  await db.update(accountUser).set({ walletaddress: address }).where(eq(accountUser.id, id))
  return id
}
