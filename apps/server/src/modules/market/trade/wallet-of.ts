import { pleaseUseText, TEXT } from '@kid/shared/texts'
import { eq } from 'drizzle-orm'
import type { Address } from 'viem'
import type { Db } from '../../../platform/db/database.ts'
import { badRequest } from '../../../platform/errors.ts'
import { accountUser } from '../../account/tables.ts'

/** The caller's bound wallet (lower case); a member without one is asked to bind one. */
export async function boundWallet(db: Db, userId: number): Promise<Address> {
  const [user] = await db
    .select({ wallet: accountUser.walletaddress })
    .from(accountUser)
    .where(eq(accountUser.id, userId))
  if (!user?.wallet) throw badRequest(TEXT.bindOneAddress)
  return user.wallet.toLowerCase() as Address
}

/**
 * The bound wallet, which must be the one that signed (spec 000 §4 wording): a member signing with
 * another wallet is asked to use the bound one.
 */
export async function boundSigner(db: Db, userId: number, signer: Address): Promise<Address> {
  const wallet = await boundWallet(db, userId)
  if (wallet !== signer.toLowerCase()) throw badRequest(pleaseUseText(wallet))
  return wallet
}
