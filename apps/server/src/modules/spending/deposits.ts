import { and, eq, gt } from 'drizzle-orm'
import { isAddress } from 'viem'
import { type CrashPoint, crash } from '../../platform/crash-point.ts'
import { afterCommit } from '../../platform/db/after-commit.ts'
import type { Tx } from '../../platform/db/database.ts'
import type { Members } from '../account/index.ts'
import type { ChainEvent, CommitProbe } from '../chain/index.ts'
import type { Ledger } from '../ledger/index.ts'
import { spendingDeposit } from './tables.ts'

export type DepositDeps = { ledger: Ledger; members: Members; log: { error(o: object, m: string): void } }

/** The platform accounts on the other side of deposits, and of reorg losses a member already spent. */
export const DEPOSITS = 'deposits'
export const REORG_SHORTFALL = 'reorg-shortfall'

/**
 * RechargeId(id, amount, balance) / RechargeWallet(account, amount, balance) of the funding
 * contract, applied by the indexer in the event's transaction (after the confirmations): the member
 * named by id, or whose bound wallet is `account`, is credited `amount` USDT (what arrived, net of a
 * token fee) from the platform's 'deposits' account. The key is the chain event's, so a range read
 * twice credits once; the member's pages are told once it commits.
 */
export async function applyDeposit(deps: DepositDeps, event: ChainEvent, tx: Tx): Promise<void> {
  const args = event.args as { id?: string; account?: string; amount: string }
  const amount = BigInt(args.amount)
  const beneficiary = event.eventName === 'RechargeId' ? String(args.id) : String(args.account).toLowerCase()
  const userId = await memberOf(deps.members, event.eventName, beneficiary, tx)
  const ledgerKey = `chain:${event.chainId}:${event.txHash}:${event.logIndex}`
  const [row] = await tx
    .insert(spendingDeposit)
    .values({
      chainId: event.chainId,
      blockNumber: event.blockNumber,
      txHash: event.txHash,
      logIndex: event.logIndex,
      beneficiary,
      userId,
      amount,
      ledgerKey,
    })
    .onConflictDoNothing()
    .returning({ id: spendingDeposit.id })
  if (!row || userId === undefined || amount === 0n) return
  await deps.ledger.transfer(
    {
      key: ledgerKey,
      kind: 'deposit',
      reason: `Deposit ${event.txHash}`,
      actor: 'system',
      currency: 'usdt',
      amount,
      from: { platform: DEPOSITS },
      to: { userId },
    },
    tx,
  )
  afterCommit(tx, `ledger:${userId}`, () => deps.ledger.announce(userId))
}

/**
 * The deposit crash points of the kill -9 test (KID_TEST_CRASH_AT, platform/crash-point.ts): the
 * process is killed around the commit of the first range that applied a deposit event, naming the
 * deposits' ledger keys.
 */
export function depositCrashProbe(point: CrashPoint): CommitProbe {
  const isDeposit = (e: ChainEvent) =>
    e.contract === 'FUNDING' && (e.eventName === 'RechargeId' || e.eventName === 'RechargeWallet')
  const at = (when: CrashPoint) => (applied: readonly ChainEvent[]) => {
    const deposits = applied.filter(isDeposit)
    if (point === when && deposits.length > 0)
      crash(point, { deposits: deposits.map((e) => `chain:${e.chainId}:${e.txHash}:${e.logIndex}`) })
  }
  return { beforeCommit: at('deposit-before-commit'), afterCommit: at('deposit-after-commit') }
}

async function memberOf(members: Members, eventName: string, beneficiary: string, tx: Tx) {
  if (eventName === 'RechargeId') {
    const id = Number(beneficiary)
    return Number.isSafeInteger(id) && id > 0 ? (await members.byId(id, tx))?.id : undefined
  }
  return isAddress(beneficiary) ? (await members.byWallet(beneficiary, tx))?.id : undefined
}

/**
 * A reorg removed the blocks above `fork`: each deposit credited there is reversed (its key freed,
 * so the same event on the new branch credits again) and its row deleted. What the member already
 * spent is taken from what they hold and the rest booked to 'reorg-shortfall', with an error
 * logged for an operator: the indexer must not stall on a member's spending.
 */
export async function rollBackDeposits(
  deps: DepositDeps,
  chainId: number,
  fork: number,
  tx: Tx,
): Promise<void> {
  const removed = await tx
    .delete(spendingDeposit)
    .where(and(eq(spendingDeposit.chainId, chainId), gt(spendingDeposit.blockNumber, fork)))
    .returning()
  for (const deposit of removed) {
    if (deposit.userId === null) continue
    const reversal = await deps.ledger.reverse(
      deposit.ledgerKey,
      {
        key: `reorg:${deposit.ledgerKey}:${deposit.id}`,
        kind: 'reversal',
        reason: `Deposit ${deposit.txHash} left the chain (reorg above block ${fork})`,
        actor: 'system',
      },
      tx,
      { shortfallTo: REORG_SHORTFALL },
    )
    if (reversal?.shortfall) {
      deps.log.error(
        { userId: deposit.userId, txHash: deposit.txHash, shortfall: reversal.shortfall.toString() },
        'a reorg removed a deposit the member had already spent: booked to reorg-shortfall',
      )
    }
    const userId = deposit.userId
    afterCommit(tx, `ledger:${userId}`, () => deps.ledger.announce(userId))
  }
}
