import { and, asc, eq, gt } from 'drizzle-orm'
import type { ChainRuntime } from '../../platform/chain/chain.ts'
import { afterCommit } from '../../platform/db/after-commit.ts'
import type { Db, Tx } from '../../platform/db/database.ts'
import type { ChainEvent } from '../chain/index.ts'
import type { Ledger } from '../ledger/index.ts'
import { serialUsed } from './funding-contract.ts'
import { spendingWithdrawal } from './tables.ts'
import { EXPIRY_GRACE_SECONDS, WITHDRAWALS } from './withdraw-rules.ts'

export type SettleDeps = {
  db: Db
  chain: ChainRuntime
  ledger: Ledger
  now: () => Date
  log?: { warn(o: object, m: string): void }
}

/**
 * WithdrawNotice(account, amount, balance), applied by the indexer: the event does not carry the
 * serial, so the issued withdrawal it pays is the one to `account` for `amount` whose serial the
 * contract marks used in the event's block and not before. Its frozen amount settles into
 * 'withdrawals'. A sweep by the owner (withdrawAll) matches no withdrawal and settles nothing: it
 * moves no member's money, and the reconciliation shows whether it took more than the surplus
 * (docs/ledger.md "Reconciliation"); it is logged here for the operator.
 */
export async function settleWithdrawal(deps: SettleDeps, event: ChainEvent, tx: Tx): Promise<void> {
  const args = event.args as { account: string; amount: string }
  const candidates = await tx
    .select()
    .from(spendingWithdrawal)
    .where(
      and(
        eq(spendingWithdrawal.status, 'issued'),
        eq(spendingWithdrawal.dest, args.account.toLowerCase()),
        eq(spendingWithdrawal.amount, BigInt(args.amount)),
      ),
    )
    .orderBy(asc(spendingWithdrawal.id))
  for (const w of candidates) {
    const paidHere =
      (await serialUsed(deps.chain, w.id, event.blockNumber)) &&
      !(await serialUsed(deps.chain, w.id, event.blockNumber - 1))
    if (!paidHere) continue
    await deps.ledger.settle(
      {
        key: `withdrawal:${w.id}:settle`,
        kind: 'withdrawal',
        reason: `Withdrawal ${w.id} paid in ${event.txHash}`,
        actor: 'system',
        userId: w.userId,
        currency: 'usdt',
        amount: w.amount,
        to: WITHDRAWALS,
      },
      tx,
    )
    await tx
      .update(spendingWithdrawal)
      .set({ status: 'paid', txHash: event.txHash, paidBlock: event.blockNumber, updatedAt: deps.now() })
      .where(eq(spendingWithdrawal.id, w.id))
    afterCommit(tx, `ledger:${w.userId}`, () => deps.ledger.announce(w.userId))
    return
  }
  deps.log?.warn(
    { txHash: event.txHash, block: event.blockNumber, account: args.account, amount: args.amount },
    'WithdrawNotice paid no withdrawal of the platform (an owner sweep with withdrawAll, or a voucher with no record here): see the reconciliation',
  )
}

/** A reorg removed the blocks above `fork`: the withdrawals paid there are frozen and issued again. */
export async function rollBackSettlements(deps: SettleDeps, fork: number, tx: Tx): Promise<void> {
  const undone = await tx
    .update(spendingWithdrawal)
    .set({ status: 'issued', txHash: null, paidBlock: null, updatedAt: deps.now() })
    .where(
      and(
        eq(spendingWithdrawal.chainId, deps.chain.chainId),
        eq(spendingWithdrawal.status, 'paid'),
        gt(spendingWithdrawal.paidBlock, fork),
      ),
    )
    .returning()
  for (const w of undone) {
    await deps.ledger.reverse(
      `withdrawal:${w.id}:settle`,
      {
        key: `reorg:withdrawal:${w.id}:${fork}`,
        kind: 'reversal',
        reason: `Withdrawal ${w.id} left the chain`,
        actor: 'system',
      },
      tx,
    )
    afterCommit(tx, `ledger:${w.userId}`, () => deps.ledger.announce(w.userId))
  }
}

/**
 * The expiry job of an issued voucher: once the clock is past its expiry (plus a grace for blocks
 * stamped a little late) and the contract has not used its serial, it can never pay, so the frozen
 * amount goes back to the member. Answers whether the withdrawal is settled either way; if not
 * (the clock is early, or the serial is used and the indexer has not settled it yet), the job
 * looks again later.
 */
export async function expireWithdrawal(deps: SettleDeps, id: number): Promise<'expired' | 'done' | 'later'> {
  const [w] = await deps.db.select().from(spendingWithdrawal).where(eq(spendingWithdrawal.id, id))
  if (w?.status !== 'issued') return 'done'
  if (w.expired === null) return 'done' // approved, voucher not collected yet: nothing can pay it
  const nowSeconds = Math.floor(deps.now().getTime() / 1000)
  if (nowSeconds <= w.expired + EXPIRY_GRACE_SECONDS) return 'later'
  if (await serialUsed(deps.chain, w.id)) return 'later'
  const released = await deps.db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(spendingWithdrawal)
      .where(eq(spendingWithdrawal.id, id))
      .for('update')
    if (locked?.status !== 'issued') return undefined
    await deps.ledger.release(
      {
        key: `withdrawal:${id}:release`,
        kind: 'withdrawal',
        reason: `Withdrawal ${id} expired unused`,
        actor: 'system',
        userId: locked.userId,
        currency: 'usdt',
        amount: locked.amount,
      },
      tx,
    )
    await tx
      .update(spendingWithdrawal)
      .set({ status: 'expired', updatedAt: deps.now() })
      .where(eq(spendingWithdrawal.id, id))
    return locked.userId
  })
  if (released === undefined) return 'done'
  await deps.ledger.announce(released)
  return 'expired'
}
