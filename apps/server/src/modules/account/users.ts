import { randomBytes } from 'node:crypto'
import type { Db } from '../../platform/db/database.ts'
import { accountUser } from './tables.ts'

export type NewUser = { email?: string; username?: string }

/** Creates a member with a fresh public uid (10 random base36 characters). */
export async function createUser(db: Db, input: NewUser = {}): Promise<{ id: number; uid: string }> {
  const uid = BigInt(`0x${randomBytes(8).toString('hex')}`)
    .toString(36)
    .padStart(10, '0')
    .slice(-10)
  const [row] = await db
    .insert(accountUser)
    .values({ uid, email: input.email?.toLowerCase() ?? null, username: input.username ?? null })
    .returning({ id: accountUser.id, uid: accountUser.uid })
  if (!row) throw new Error('account_user insert returned no row')
  return row
}
