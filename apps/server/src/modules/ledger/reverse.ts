import { and, eq, isNull } from 'drizzle-orm'
import type { Db, Tx } from '../../platform/db/database.ts'
import { entriesOf } from './entries.ts'
import type { About } from './movements.ts'
import { type Leg, type Posted, post } from './post.ts'
import { ledgerAccount, ledgerTx } from './tables.ts'

export type ReverseOptions = {
  /**
   * Where what a member no longer holds is booked instead of refusing (a reorg must not stall on a
   * member's spending): the member gives what they have, this platform account the rest.
   */
  shortfallTo?: string
}

/**
 * Undoes the movement in force under `key` (a deposit whose block a reorg removed): posts its
 * entries negated as a movement of its own, and marks the original reversed, which frees its key
 * for the same event on the new branch. Undefined when nothing is in force under `key`. Without
 * `shortfallTo`, a member who has spent what is taken back makes it fail as InsufficientBalance.
 */
export async function reverse(
  db: Db | Tx,
  key: string,
  about: About,
  options: ReverseOptions = {},
): Promise<(Posted & { shortfall: bigint }) | undefined> {
  return db.transaction(async (tx) => {
    const [original] = await tx
      .select({ id: ledgerTx.id })
      .from(ledgerTx)
      .where(and(eq(ledgerTx.key, key), isNull(ledgerTx.reversedBy)))
      .for('update')
    if (!original) return undefined
    let legs: Leg[] = (await entriesOf(tx, [original.id])).map(({ party, currency, bucket, amount }) => ({
      party,
      currency,
      bucket,
      amount: -amount,
    }))
    let shortfall = 0n
    if (options.shortfallTo) ({ legs, shortfall } = await coverShortfall(tx, legs, options.shortfallTo))
    const posted = await post(tx, { ...about, legs })
    await tx.update(ledgerTx).set({ reversedBy: posted.txId }).where(eq(ledgerTx.id, original.id))
    return { ...posted, shortfall }
  })
}

/** Cuts each member debit to what the member holds (rows locked) and books the rest to `to`. */
async function coverShortfall(tx: Tx, legs: Leg[], to: string): Promise<{ legs: Leg[]; shortfall: bigint }> {
  const out: Leg[] = []
  let shortfall = 0n
  for (const leg of legs) {
    if (!('userId' in leg.party) || leg.amount >= 0n) {
      out.push(leg)
      continue
    }
    const [held] = await tx
      .select({ available: ledgerAccount.available, frozen: ledgerAccount.frozen })
      .from(ledgerAccount)
      .where(and(eq(ledgerAccount.userId, leg.party.userId), eq(ledgerAccount.currency, leg.currency)))
      .for('update')
    const has = held?.[leg.bucket] ?? 0n
    const missing = -leg.amount > has ? -leg.amount - has : 0n
    if (missing === 0n) {
      out.push(leg)
      continue
    }
    shortfall += missing
    if (has > 0n) out.push({ ...leg, amount: -has })
    out.push({ party: { platform: to }, currency: leg.currency, bucket: 'available', amount: -missing })
  }
  return { legs: out, shortfall }
}
