import { CURRENCIES, type CurrencyCode } from '@kid/shared/ledger'
import { eq } from 'drizzle-orm'
import type { Db, Tx } from '../../platform/db/database.ts'
import { ledgerAccount } from './tables.ts'

export type Balance = { available: bigint; frozen: bigint }
export type Balances = Record<CurrencyCode, Balance>

/** A member's balance in every currency (zero where they never held any), as of `db`'s snapshot. */
export async function balancesOf(db: Db | Tx, userId: number): Promise<Balances> {
  const rows = await db
    .select({
      currency: ledgerAccount.currency,
      available: ledgerAccount.available,
      frozen: ledgerAccount.frozen,
    })
    .from(ledgerAccount)
    .where(eq(ledgerAccount.userId, userId))
  const held = new Map(rows.map((row) => [row.currency, row]))
  return Object.fromEntries(
    CURRENCIES.map(({ code }) => [
      code,
      { available: held.get(code)?.available ?? 0n, frozen: held.get(code)?.frozen ?? 0n },
    ]),
  ) as Balances
}
