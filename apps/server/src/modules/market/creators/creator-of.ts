import type { CreatorQuery } from '@kid/shared/market/catalog'
import { eq } from 'drizzle-orm'
import type { Db } from '../../../platform/db/database.ts'
import { notFound } from '../../../platform/errors.ts'
import { accountUser } from '../../account/tables.ts'

export type UserRow = typeof accountUser.$inferSelect
/** Whom a creator call names: a wallet (null for a member without one) and the member, if any. */
export type Creator = { address: string | null; user: UserRow | undefined }

/**
 * The creator named by `address` or `userId`. An address nobody bound is still a creator (tokens
 * arrive from outside the platform); an unknown user id is not.
 */
export async function creatorOf(db: Db, q: Pick<CreatorQuery, 'address' | 'userId'>): Promise<Creator> {
  if (q.address !== undefined) {
    const address = q.address.toLowerCase()
    const [user] = await db.select().from(accountUser).where(eq(accountUser.walletaddress, address))
    return { address, user }
  }
  const [user] = await db
    .select()
    .from(accountUser)
    .where(eq(accountUser.id, q.userId ?? 0))
  if (!user) throw notFound('There is no such creator.')
  return { address: user.walletaddress?.toLowerCase() ?? null, user }
}
