import { labelOf, labelProblem } from '@kid/shared/kns/names'
import { isWalletAddress } from '@kid/shared/validate/wallet-address'
import { asc, eq } from 'drizzle-orm'
import type { Db } from '../../platform/db/database.ts'
import { badRequest } from '../../platform/errors.ts'
import { knsReservation } from './tables.ts'

/**
 * Reserved names (the operator's `npm run admin -- kns reserve`): a label kept for one wallet,
 * which registers it free (the registry's whitelisted registration); nobody else is signed for it.
 * A reservation does not touch a name someone already holds: it applies once the name is free.
 */
export async function reserveName(
  db: Db,
  input: { label: string; wallet: string; note?: string | undefined },
) {
  const label = labelOf(input.label)
  const problem = labelProblem(label)
  if (problem) throw badRequest(problem)
  if (!isWalletAddress(input.wallet)) throw badRequest('Not a wallet address.')
  const row = { label, wallet: input.wallet.toLowerCase(), note: input.note ?? null }
  await db.insert(knsReservation).values(row).onConflictDoUpdate({ target: knsReservation.label, set: row })
  return row
}

export async function releaseName(db: Db, label: string): Promise<boolean> {
  const gone = await db
    .delete(knsReservation)
    .where(eq(knsReservation.label, labelOf(label)))
    .returning()
  return gone.length > 0
}

export const listReservations = (db: Db) =>
  db.select().from(knsReservation).orderBy(asc(knsReservation.label))
