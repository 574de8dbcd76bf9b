import type { CurrencyCode } from '@kid/shared/ledger'
import { and, desc, eq, inArray, lt, type SQL } from 'drizzle-orm'
import type { Db } from '../../platform/db/database.ts'
import { entriesOf } from './entries.ts'
import { ledgerAccount, ledgerEntry, ledgerTx } from './tables.ts'

export type HistoryQuery = {
  userId?: number
  kind?: string
  before?: number
  limit: number
  /** With userId: only movements of the member's holdings in these currencies (the bricks log). */
  currencies?: readonly CurrencyCode[]
}

export type HistoryRow = {
  txId: number
  key: string
  kind: string
  reason: string
  actor: string
  createdAt: Date
  reversedBy: number | null
  entries: { owner: string; currency: CurrencyCode; bucket: string; amount: bigint }[]
}

/**
 * Movements newest first, with their entries: every movement, one kind (the operators' audit trail
 * is kind 'operator'), or those touching one member. `before` pages on by movement id.
 */
export async function history(db: Db, q: HistoryQuery): Promise<HistoryRow[]> {
  const where: SQL[] = []
  if (q.kind) where.push(eq(ledgerTx.kind, q.kind))
  if (q.before) where.push(lt(ledgerTx.id, q.before))
  if (q.userId !== undefined) {
    const touching = db
      .select({ txId: ledgerEntry.txId })
      .from(ledgerEntry)
      .innerJoin(ledgerAccount, eq(ledgerAccount.id, ledgerEntry.accountId))
      .where(
        and(
          eq(ledgerAccount.userId, q.userId),
          q.currencies ? inArray(ledgerAccount.currency, [...q.currencies]) : undefined,
        ),
      )
    where.push(inArray(ledgerTx.id, touching))
  }
  const txs = await db
    .select()
    .from(ledgerTx)
    .where(and(...where))
    .orderBy(desc(ledgerTx.id))
    .limit(q.limit)
  if (txs.length === 0) return []
  const entries = await entriesOf(
    db,
    txs.map((t) => t.id),
  )
  return txs.map((t) => ({
    txId: t.id,
    key: t.key,
    kind: t.kind,
    reason: t.reason,
    actor: t.actor,
    createdAt: t.createdAt,
    reversedBy: t.reversedBy,
    entries: entries
      .filter((e) => e.txId === t.id)
      .map((e) => ({
        owner: 'userId' in e.party ? `member:${e.party.userId}` : `platform:${e.party.platform}`,
        currency: e.currency,
        bucket: e.bucket,
        amount: e.amount,
      })),
  }))
}
