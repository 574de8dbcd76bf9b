import type { WalletStatus } from '@kid/shared/account/calls'
import { WALLET_STATUS } from '@kid/shared/account/calls'
import { eq } from 'drizzle-orm'
import type { Db } from '../../../platform/db/database.ts'
import { accountUser } from '../tables.ts'

/**
 * Whether an address is bound (GET open/wallet/address, spec 000 §4 "check bind status"): `bind` is
 * true when any account holds it; `status` tells the caller what they may do with it.
 */
export async function walletStatus(
  db: Db,
  address: string,
  callerId: number | undefined,
): Promise<WalletStatus> {
  const [holder] = await db
    .select({ id: accountUser.id })
    .from(accountUser)
    .where(eq(accountUser.walletaddress, address))
  if (!holder) return { bind: false, status: WALLET_STATUS.usable }
  return { bind: true, status: holder.id === callerId ? WALLET_STATUS.own : WALLET_STATUS.boundToAnother }
}
