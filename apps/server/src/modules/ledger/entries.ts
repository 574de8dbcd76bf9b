import type { CurrencyCode } from '@kid/shared/ledger'
import { eq, inArray } from 'drizzle-orm'
import type { Db, Tx } from '../../platform/db/database.ts'
import type { Bucket, Leg } from './post.ts'
import { ledgerAccount, ledgerEntry } from './tables.ts'

/** The entries of some movements as legs (who, which currency and part, how much), in the order written. */
export async function entriesOf(db: Db | Tx, txIds: readonly number[]): Promise<(Leg & { txId: number })[]> {
  if (txIds.length === 0) return []
  const rows = await db
    .select({
      txId: ledgerEntry.txId,
      userId: ledgerAccount.userId,
      platform: ledgerAccount.platform,
      currency: ledgerAccount.currency,
      bucket: ledgerEntry.bucket,
      amount: ledgerEntry.amount,
    })
    .from(ledgerEntry)
    .innerJoin(ledgerAccount, eq(ledgerAccount.id, ledgerEntry.accountId))
    .where(inArray(ledgerEntry.txId, [...txIds]))
    .orderBy(ledgerEntry.id)
  return rows.map((row) => ({
    txId: row.txId,
    party: row.userId !== null ? { userId: row.userId } : { platform: row.platform ?? '' },
    currency: row.currency as CurrencyCode,
    bucket: row.bucket as Bucket,
    amount: row.amount,
  }))
}
