import { eq } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { Db } from '../../platform/db/database.ts'
import { badRequest, unauthorized } from '../../platform/errors.ts'
import { accountUser } from '../account/tables.ts'

export type Caller = { userId: number; wallet: string | null }

/** The signed-in caller and their bound wallet (lower-cased), which is who creates and owns on chain. */
export async function callerOf(db: Db, request: FastifyRequest): Promise<Caller> {
  if (!request.user) throw unauthorized('Please log in first')
  const [row] = await db
    .select({ wallet: accountUser.walletaddress })
    .from(accountUser)
    .where(eq(accountUser.id, request.user.id))
  return { userId: request.user.id, wallet: row?.wallet?.toLowerCase() ?? null }
}

/** Creating on chain needs a wallet: the caller's bound one. */
export async function walletCallerOf(db: Db, request: FastifyRequest): Promise<Caller & { wallet: string }> {
  const caller = await callerOf(db, request)
  if (!caller.wallet) throw badRequest('Please bind a wallet first.')
  return { ...caller, wallet: caller.wallet }
}
