import { and, desc, eq } from 'drizzle-orm'
import type { Db } from '../../platform/db/database.ts'
import { badRequest } from '../../platform/errors.ts'
import type { Ledger } from '../ledger/index.ts'
import { spendingWithdrawal } from './tables.ts'

/**
 * What operators do with withdrawals above the approval threshold (npm run admin -- withdrawal …):
 * approve (the member's next look at it signs the voucher) or reject (the amount goes back).
 * Who decided and why are kept on the withdrawal and, for a rejection, on the ledger movement.
 */
export function withdrawalOperations(db: Db, ledger: Ledger) {
  async function decide(
    id: number,
    actor: string,
    decision: 'issued' | 'rejected',
    note: string | undefined,
  ) {
    const decided = await db.transaction(async (tx) => {
      const [w] = await tx
        .select()
        .from(spendingWithdrawal)
        .where(eq(spendingWithdrawal.id, id))
        .for('update')
      if (!w) throw badRequest(`No withdrawal ${id}`)
      if (w.status !== 'review') throw badRequest(`Withdrawal ${id} is ${w.status}, not waiting for approval`)
      if (decision === 'rejected') {
        await ledger.release(
          {
            key: `withdrawal:${id}:release`,
            kind: 'withdrawal',
            reason: `Withdrawal ${id} declined: ${note}`,
            actor,
            userId: w.userId,
            currency: 'usdt',
            amount: w.amount,
          },
          tx,
        )
      }
      await tx
        .update(spendingWithdrawal)
        .set({ status: decision, decidedBy: actor, note: note ?? null, updatedAt: new Date() })
        .where(and(eq(spendingWithdrawal.id, id), eq(spendingWithdrawal.status, 'review')))
      return w
    })
    await ledger.announce(decided.userId)
    return decided
  }
  return {
    approve: (id: number, actor: string) => decide(id, actor, 'issued', undefined),
    reject: (id: number, actor: string, reason: string) => decide(id, actor, 'rejected', reason),
    list: (status: string | undefined, limit = 50) =>
      db
        .select()
        .from(spendingWithdrawal)
        .where(status ? eq(spendingWithdrawal.status, status) : undefined)
        .orderBy(desc(spendingWithdrawal.id))
        .limit(limit),
  }
}
