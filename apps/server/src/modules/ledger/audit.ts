import { eq, isNotNull, sql } from 'drizzle-orm'
import type { Db } from '../../platform/db/database.ts'
import { ledgerAccount, ledgerEntry } from './tables.ts'

/** Movements whose entries do not sum to zero in some currency: none, unless the ledger is broken. */
export async function unbalancedMovements(db: Db): Promise<number[]> {
  const rows = await db
    .select({ txId: ledgerEntry.txId })
    .from(ledgerEntry)
    .innerJoin(ledgerAccount, eq(ledgerAccount.id, ledgerEntry.accountId))
    .groupBy(ledgerEntry.txId, ledgerAccount.currency)
    .having(sql`sum(${ledgerEntry.amount}) <> 0`)
  return rows.map((r) => r.txId)
}

/** Every member balance as stored (what the CHECK constraints guard). */
export function memberBalances(db: Db) {
  return db
    .select({
      userId: ledgerAccount.userId,
      currency: ledgerAccount.currency,
      available: ledgerAccount.available,
      frozen: ledgerAccount.frozen,
    })
    .from(ledgerAccount)
    .where(isNotNull(ledgerAccount.userId))
}
