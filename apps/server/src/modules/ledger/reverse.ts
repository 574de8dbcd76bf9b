import { and, eq, isNull } from 'drizzle-orm'
import type { Db, Tx } from '../../platform/db/database.ts'
import { entriesOf } from './entries.ts'
import type { About } from './movements.ts'
import { type Posted, post } from './post.ts'
import { ledgerTx } from './tables.ts'

/**
 * Undoes the movement in force under `key` (a deposit whose block a reorg removed, a settlement
 * likewise): posts its entries negated as a movement of its own, and marks the original reversed,
 * which frees its key for the same event on the new branch. Undefined when nothing is in force
 * under `key`. A member who has spent what is taken back makes it fail as InsufficientBalance.
 */
export async function reverse(db: Db | Tx, key: string, about: About): Promise<Posted | undefined> {
  return db.transaction(async (tx) => {
    const [original] = await tx
      .select({ id: ledgerTx.id })
      .from(ledgerTx)
      .where(and(eq(ledgerTx.key, key), isNull(ledgerTx.reversedBy)))
      .for('update')
    if (!original) return undefined
    const legs = await entriesOf(tx, [original.id])
    const posted = await post(tx, {
      ...about,
      legs: legs.map(({ party, currency, bucket, amount }) => ({ party, currency, bucket, amount: -amount })),
    })
    await tx.update(ledgerTx).set({ reversedBy: posted.txId }).where(eq(ledgerTx.id, original.id))
    return posted
  })
}
