import { and, desc, eq, isNull } from 'drizzle-orm'
import type { Db, Tx } from '../../platform/db/database.ts'
import { badRequest } from '../../platform/errors.ts'
import type { Ledger } from '../ledger/index.ts'
import { DEPOSITS } from './deposits.ts'
import { spendingDeposit } from './tables.ts'

/**
 * What operators do with deposits that named nobody (npm run admin -- deposit …): the money is in
 * the funding contract and the reconciliation counts it as owed to its sender until either
 * `assign` credits it to the member it was meant for (the movement the indexer would have made,
 * under the deposit's own ledger key, so it happens once), or `returned` records that it was sent
 * back (swept with withdrawAll and paid to the sender outside the contract).
 */
export function depositOperations(db: Db, ledger: Ledger) {
  async function unattributed(tx: Db | Tx, id: number) {
    const [d] = await tx.select().from(spendingDeposit).where(eq(spendingDeposit.id, id)).for('update')
    if (!d) throw badRequest(`No deposit ${id}`)
    if (d.userId !== null) throw badRequest(`Deposit ${id} was credited to member ${d.userId}`)
    if (d.returnedAt) throw badRequest(`Deposit ${id} was returned on ${d.returnedAt.toISOString()}`)
    return d
  }
  return {
    list: (status: string | undefined, limit = 50) => {
      if (status !== undefined && status !== 'unattributed')
        throw badRequest('--status is unattributed, or leave it out for every deposit')
      return db
        .select()
        .from(spendingDeposit)
        .where(status ? and(isNull(spendingDeposit.userId), isNull(spendingDeposit.returnedAt)) : undefined)
        .orderBy(desc(spendingDeposit.id))
        .limit(limit)
    },
    async assign(id: number, userId: number, actor: string, note: string) {
      await db.transaction(async (tx) => {
        const d = await unattributed(tx, id)
        await ledger.transfer(
          {
            key: d.ledgerKey,
            kind: 'deposit',
            reason: `Deposit ${d.txHash} assigned by an operator: ${note}`,
            actor,
            currency: 'usdt',
            amount: d.amount,
            from: { platform: DEPOSITS },
            to: { userId },
          },
          tx,
        )
        await tx
          .update(spendingDeposit)
          .set({ userId, resolvedBy: actor, note })
          .where(eq(spendingDeposit.id, id))
      })
      await ledger.announce(userId)
    },
    async returned(id: number, actor: string, note: string) {
      await db.transaction(async (tx) => {
        await unattributed(tx, id)
        await tx
          .update(spendingDeposit)
          .set({ returnedAt: new Date(), resolvedBy: actor, note })
          .where(eq(spendingDeposit.id, id))
      })
    },
  }
}
