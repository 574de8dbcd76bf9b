import type { CurrencyCode } from '@kid/shared/ledger'
import { and, eq, isNotNull, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../platform/db/database.ts'
import { ledgerAccount, ledgerEntry } from './tables.ts'

/**
 * What the ledger holds of one currency: the members' balances summed (available, and frozen in
 * withdrawals under way), and each platform account's balance (the sum of its entries: minus what
 * it gave out). Since every movement balances, members + Σ platform = 0.
 */
export type Holdings = {
  members: { available: bigint; frozen: bigint }
  platform: Record<string, bigint>
}

/** The holdings of `currency` as of `db`'s snapshot (pass a transaction for one consistent view). */
export async function holdingsOf(db: Db | Tx, currency: CurrencyCode): Promise<Holdings> {
  const [members] = await db
    .select({
      available: sql<string>`coalesce(sum(${ledgerAccount.available}), 0)::text`,
      frozen: sql<string>`coalesce(sum(${ledgerAccount.frozen}), 0)::text`,
    })
    .from(ledgerAccount)
    .where(and(isNotNull(ledgerAccount.userId), eq(ledgerAccount.currency, currency)))
  // Platform balances are not kept (ledger_account_platform_unkept): each is the sum of its entries.
  const platform = await db
    .select({
      name: ledgerAccount.platform,
      balance: sql<string>`coalesce(sum(${ledgerEntry.amount}), 0)::text`,
    })
    .from(ledgerAccount)
    .innerJoin(ledgerEntry, eq(ledgerEntry.accountId, ledgerAccount.id))
    .where(and(isNotNull(ledgerAccount.platform), eq(ledgerAccount.currency, currency)))
    .groupBy(ledgerAccount.platform)
  return {
    members: { available: BigInt(members?.available ?? 0), frozen: BigInt(members?.frozen ?? 0) },
    platform: Object.fromEntries(platform.map((row) => [row.name ?? '', BigInt(row.balance)])),
  }
}
