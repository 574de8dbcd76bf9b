import type { BindWalletBody, UnbindWalletBody } from '@kid/shared/account/calls'
import { REGISTER_TYPE, type User } from '@kid/shared/account/user'
import { TEXT } from '@kid/shared/texts'
import { and, eq } from 'drizzle-orm'
import { badRequest } from '../../../platform/errors.ts'
import { requireSigner } from '../callers.ts'
import { toUserView } from '../profile/user-view.ts'
import { isUniqueViolation } from '../register.ts'
import { accountUser } from '../tables.ts'
import { consumeNonce } from './nonce.ts'
import { verifySignIn } from './verify-sign-in.ts'
import type { WalletDeps } from './wallet-login.ts'

type Site = { domain: string }

/**
 * Binds the signing wallet to the signed-in member (spec 000 §4 "Confirm starts binding"): a bind
 * nonce (type 2) issued to this member, an address no other account holds, and no wallet bound yet.
 */
export async function bindWallet(
  deps: WalletDeps,
  userId: number,
  body: BindWalletBody,
  site: Site,
): Promise<User> {
  if (body.type !== 2) throw badRequest('Invalid type: binding takes a nonce of type 2.')
  const signed = await verifySignIn({
    ...signature(body),
    domain: site.domain,
    chainId: deps.chainId,
    verifyContractSignature: deps.verifyContractSignature,
  })
  try {
    return await deps.db.transaction(async (tx) => {
      const me = await lockUser(tx, userId)
      if (me.walletaddress) requireSigner(me.walletaddress, signed.address)
      const [holder] = await tx
        .select({ id: accountUser.id })
        .from(accountUser)
        .where(eq(accountUser.walletaddress, signed.address))
      if (holder && holder.id !== userId) throw badRequest(TEXT.walletTakenByOtherAccount)
      await consumeNonce(tx, signed.nonce, { address: signed.address, type: 2, userId })
      const [row] = await tx
        .update(accountUser)
        .set({ walletaddress: signed.address })
        .where(eq(accountUser.id, userId))
        .returning()
      return toUserView(row ?? me)
    })
  } catch (error) {
    // Another account bound the address between our check and our write.
    if (isUniqueViolation(error)) throw badRequest(TEXT.walletTakenByOtherAccount)
    throw error
  }
}

/**
 * Unbinds the member's wallet (spec 000 §4 "Disconnect"): signed by the bound address with an
 * unbind nonce (type 4) issued to this member. Wallet-registered members (registertype 5) have no
 * other way to sign in, so they cannot.
 */
export async function unbindWallet(
  deps: WalletDeps,
  userId: number,
  body: UnbindWalletBody,
  site: Site,
): Promise<User> {
  if (body.type !== 4) throw badRequest('Invalid type: unbinding takes a nonce of type 4.')
  const signed = await verifySignIn({
    ...signature(body),
    domain: site.domain,
    chainId: deps.chainId,
    verifyContractSignature: deps.verifyContractSignature,
  })
  if (signed.nonce !== body.nonce) throw badRequest('The nonce does not match the signed message.')
  return deps.db.transaction(async (tx) => {
    const me = await lockUser(tx, userId)
    if (me.registertype === REGISTER_TYPE.wallet) {
      throw badRequest('This account was registered with its wallet, so the wallet cannot be disconnected.')
    }
    requireSigner(me.walletaddress, signed.address)
    await consumeNonce(tx, signed.nonce, { address: signed.address, type: 4, userId })
    const [row] = await tx
      .update(accountUser)
      .set({ walletaddress: null })
      .where(and(eq(accountUser.id, userId), eq(accountUser.walletaddress, signed.address)))
      .returning()
    return toUserView(row ?? me)
  })
}

const signature = (body: BindWalletBody) => ({
  content: body.content as `0x${string}`,
  sign: body.sign as `0x${string}`,
})

/** The member's row, locked so that two bind/unbind calls of one member run one after the other. */
async function lockUser(db: WalletDeps['db'], userId: number) {
  const [me] = await db.select().from(accountUser).where(eq(accountUser.id, userId)).for('update')
  if (!me) throw badRequest('Your account no longer exists.')
  return me
}
