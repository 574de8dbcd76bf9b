import * as FundingWallet from '@kid/contracts/artifacts/FundingWallet'
import { formatUnits } from '@kid/shared/format/units'
import { KNS_AUTORENEW_RENEWALS } from '@kid/shared/ledger'
import { and, desc, eq, isNull, sql, sum } from 'drizzle-orm'
import type { ChainRuntime } from '../../platform/chain/chain.ts'
import type { Db, Tx } from '../../platform/db/database.ts'
import { badRequest } from '../../platform/errors.ts'
import type { Jobs } from '../../platform/jobs/jobs.ts'
import type { Mailer } from '../../platform/mail/mailer.ts'
import { indexedBlock } from '../chain/index.ts'
import type { Ledger } from '../ledger/index.ts'
import { REORG_SHORTFALL } from './deposits.ts'
import { spendingDeposit, spendingReconciliation } from './tables.ts'

declare module '../../platform/jobs/jobs.ts' {
  interface JobPayloads {
    'spending.reconcile': Record<string, never>
    'spending.reconcile-alert': { runId: number }
  }
}

export type ReconcileDeps = {
  db: Db
  chain: ChainRuntime
  ledger: Ledger
  /** The alert is a job (enqueued with the run): the server that defines it logs and mails it. */
  jobs: Pick<Jobs, 'send'>
  log: { error(o: object, m: string): void; info(o: object, m: string): void }
}

export type Reconciliation = typeof spendingReconciliation.$inferSelect

/** Any number on which all copies agree: runs are recorded one at a time, so one alert per episode. */
const RECONCILE_LOCK = 7_151_124

/**
 * Compares the funding contract's USDT balance with what the ledger says it should hold, at the
 * last block the indexer has applied (docs/ledger.md "Reconciliation"), records the run, and
 * alerts an operator when a drift begins or changes (a job enqueued with the run), and when it
 * ends. What the contract should hold is what the platform owes through it: every member's USDT
 * (available, and frozen in withdrawals under way: an issued voucher not yet paid is still in the
 * contract) plus the deposits that named nobody and were not returned, and the USDT members paid
 * for auto-renewed names (kept in the contract). The platform's other money is not owed: an operator debit or a direct transfer is a surplus (drift above zero) until an
 * owner sweep (withdrawAll) takes it out, which the ledger does not record. The reorg shortfall is
 * shown beside the figures but not counted: it is money the contract lacks, so it stays a drift
 * until the platform tops the contract up. A deposit or a withdrawal above that block (not yet
 * confirmed) is on neither side yet, so it is no drift.
 */
export async function reconcile(deps: ReconcileDeps, actor: string): Promise<Reconciliation> {
  const { chain, ledger } = deps
  // One snapshot: the cursor moves in the transaction that applies its range's events, so the
  // ledger read here holds exactly the deposits and settlements up to the cursor's block.
  const seen = await deps.db.transaction(
    async (tx) => {
      const cursor = await indexedBlock(tx, chain.chainId)
      if (!cursor) return undefined
      const [holdings, unattributed] = await Promise.all([
        ledger.holdings('usdt', tx),
        unattributedDeposits(tx, chain.chainId),
      ])
      return { cursor, holdings, unattributed }
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  )
  if (!seen) throw badRequest('The indexer has not read the chain yet: nothing to reconcile')
  const { cursor, holdings, unattributed } = seen
  const contractBalance = (await chain.client.readContract({
    address: chain.deployment.contracts.fundingWallet,
    abi: FundingWallet.abi,
    functionName: 'balance',
    blockNumber: BigInt(cursor.blockNumber),
  })) as bigint
  // The balance must be the cursor block's, not a block that replaced it in a reorg since.
  const block = await chain.client
    .getBlock({ blockNumber: BigInt(cursor.blockNumber) })
    .catch(() => undefined)
  if (block?.hash !== cursor.blockHash) {
    throw badRequest(
      `Block ${cursor.blockNumber} left the chain (a reorg) while reconciling: it runs again once the indexer has followed`,
    )
  }
  // Auto-renewed names are paid to this account and its USDT stays in the contract (the relayer
  // pays the registry in ETH), so the contract holds it until an owner sweep takes the income out.
  const renewals = holdings.platform[KNS_AUTORENEW_RENEWALS] ?? 0n
  const ledgerTotal = holdings.members.available + holdings.members.frozen + unattributed + renewals
  const drift = contractBalance - ledgerTotal
  const figures = {
    membersAvailable: holdings.members.available.toString(),
    membersFrozen: holdings.members.frozen.toString(),
    unattributed: unattributed.toString(),
    knsRenewals: renewals.toString(),
    // Not part of ledgerTotal: what reorgs took back from members who had spent it (≤ 0).
    reorgShortfall: (holdings.platform[REORG_SHORTFALL] ?? 0n).toString(),
  }

  const run = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${RECONCILE_LOCK}, ${chain.chainId})`)
    const [previous] = await latestRuns(tx, chain.chainId, 1)
    const status = drift === 0n ? 'balanced' : 'drift'
    // Once per episode: a drift that begins, or whose amount changes (something new moved).
    const alerted = status === 'drift' && (previous?.status !== 'drift' || previous.drift !== drift)
    const resolved = status === 'balanced' && previous?.status === 'drift'
    const [row] = await tx
      .insert(spendingReconciliation)
      .values({
        chainId: chain.chainId,
        blockNumber: cursor.blockNumber,
        blockHash: cursor.blockHash,
        contractBalance,
        ledgerTotal,
        drift,
        status,
        figures,
        alerted,
        actor,
      })
      .returning()
    if (!row) throw new Error('spending_reconciliation insert returned no row')
    if (alerted || resolved) {
      await deps.jobs.send('spending.reconcile-alert', { runId: row.id }, { key: `reconcile-${row.id}`, tx })
    }
    return row
  })
  const logged = {
    run: run.id,
    block: run.blockNumber,
    contractBalance: contractBalance.toString(),
    ledgerTotal: ledgerTotal.toString(),
    drift: drift.toString(),
    ...figures,
    alerted: run.alerted,
  }
  if (run.status === 'drift')
    deps.log.error(logged, 'reconciliation: the funding contract and the ledger differ')
  else deps.log.info(logged, 'reconciliation: balanced')
  return run
}

/** Deposits that named no member and were not returned: in the contract, owed to their senders. */
async function unattributedDeposits(tx: Db | Tx, chainId: number): Promise<bigint> {
  const [row] = await tx
    .select({ total: sum(spendingDeposit.amount) })
    .from(spendingDeposit)
    .where(
      and(
        eq(spendingDeposit.chainId, chainId),
        isNull(spendingDeposit.userId),
        isNull(spendingDeposit.returnedAt),
      ),
    )
  return BigInt(row?.total ?? 0)
}

/** The newest runs first. */
export function latestRuns(db: Db | Tx, chainId: number, limit: number) {
  return db
    .select()
    .from(spendingReconciliation)
    .where(eq(spendingReconciliation.chainId, chainId))
    .orderBy(desc(spendingReconciliation.id))
    .limit(limit)
}

export async function runById(db: Db, id: number): Promise<Reconciliation | undefined> {
  const [row] = await db.select().from(spendingReconciliation).where(eq(spendingReconciliation.id, id))
  return row
}

/** The run in words: the figures an operator reads in the CLI and in the alert. */
export function describeRun(run: Reconciliation, decimals: number): string {
  const usdt = (units: bigint) => `${formatUnits(units, decimals, decimals)} USDT`
  const part = (name: string) => BigInt(run.figures[name] ?? '0')
  const lines = [
    `Reconciliation ${run.id} at block ${run.blockNumber} (${run.blockHash}), ${run.createdAt.toISOString()}:`,
    `  the funding contract holds ${usdt(run.contractBalance)}`,
    `  the ledger says it should hold ${usdt(run.ledgerTotal)}:`,
    `    members' available ${usdt(part('membersAvailable'))}`,
    `    members' frozen (withdrawals under way) ${usdt(part('membersFrozen'))}`,
    `    deposits that named nobody ${usdt(part('unattributed'))}`,
    `    .kid renewals paid from spending balances (income kept in the contract) ${usdt(part('knsRenewals'))}`,
  ]
  if (part('reorgShortfall') !== 0n) {
    lines.push(
      `  (not counted: reorgs took back ${usdt(-part('reorgShortfall'))} members had already spent; the contract lacks it until topped up)`,
    )
  }
  if (run.status === 'balanced') lines.push('Balanced.')
  else {
    const more = run.drift > 0n
    lines.push(
      `DRIFT ${more ? '+' : ''}${usdt(run.drift)}: the contract holds ${more ? 'more' : 'less'} than the ledger says` +
        (more
          ? ' (a transfer not made through transderToId/transderToWallet, an operator debit, …)'
          : ' (an operator credit not funded, a sweep beyond the surplus, a voucher the platform has no record of, …)'),
    )
    lines.push(run.alerted ? 'An operator alert was sent.' : 'Already alerted for this drift.')
  }
  return lines.join('\n')
}

/**
 * The alert job of a run that began or changed a drift, or ended one: an error (or info) line in
 * the server's log, and a mail to OPERATOR_EMAIL through the platform mailer (itself a retried
 * job). Without OPERATOR_EMAIL the log line is the alert.
 */
export async function reconcileAlert(
  deps: ReconcileDeps & { mailer: Mailer; operatorEmail: string | undefined },
  runId: number,
): Promise<void> {
  const run = await runById(deps.db, runId)
  if (!run) return
  const decimals = deps.ledger.decimalsOf('usdt')
  const drifting = run.status === 'drift'
  const amount = `${run.drift > 0n ? '+' : ''}${formatUnits(run.drift, decimals, decimals)} USDT`
  const subject = drifting
    ? `KID alert: the funding contract and the ledger differ by ${amount} (chain ${run.chainId})`
    : `KID: the funding contract and the ledger agree again (chain ${run.chainId})`
  const text = `${describeRun(run, decimals)}\n\nRecent runs: npm run admin -- ledger reconcile list\nRun it now: npm run admin -- ledger reconcile\nWhat each figure means: docs/ledger.md, "Reconciliation".\n`
  const logged = {
    run: run.id,
    block: run.blockNumber,
    drift: run.drift.toString(),
    mailedTo: deps.operatorEmail,
  }
  if (drifting) deps.log.error(logged, subject)
  else deps.log.info(logged, subject)
  if (deps.operatorEmail) await deps.mailer.send({ to: deps.operatorEmail, subject, text })
}
