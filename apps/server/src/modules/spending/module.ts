import type { FastifyInstance } from 'fastify'
import type { Relayer } from '../../platform/chain/relayer.ts'
import type { CrashPoint } from '../../platform/crash-point.ts'
import type { Db } from '../../platform/db/database.ts'
import type { DemoStep } from '../../platform/demo.ts'
import { ApiError } from '../../platform/errors.ts'
import type { Jobs } from '../../platform/jobs/jobs.ts'
import type { Mailer } from '../../platform/mail/mailer.ts'
import type { Members } from '../account/index.ts'
import type { ChainModule } from '../chain/index.ts'
import type { Ledger } from '../ledger/index.ts'
import { spendingDemo } from './demo.ts'
import { applyDeposit, type DepositDeps, depositCrashProbe, rollBackDeposits } from './deposits.ts'
import { type ReconcileDeps, reconcile, reconcileAlert } from './reconcile.ts'
import { RELAY_CHECK_MS, type RelayDeps, relayWithdrawal } from './relay.ts'
import { withdrawRoutes } from './withdraw-routes.ts'
import {
  expireWithdrawal,
  rollBackSettlements,
  type SettleDeps,
  settleWithdrawal,
} from './withdraw-settle.ts'
import { createWithdrawals } from './withdrawals.ts'

export type SpendingDeps = {
  db: Db
  chain: ChainModule | undefined
  ledger: Ledger
  members: Members
  jobs: Jobs
  mailer: Mailer
  /** Where reconciliation alerts are mailed (OPERATOR_EMAIL); undefined = the log only. */
  operatorEmail: string | undefined
  /** The reconciliation's schedule (RECONCILE_CRON); undefined = not scheduled. */
  reconcileCron: string | undefined
  /** The platform's relayer (RELAYER_PRIVATE_KEY): it sends withdrawals for members who ask; undefined = none. */
  relayer?: Relayer | undefined
  now?: () => Date
  /** Tests only: KID_TEST_CRASH_AT (platform/crash-point.ts). */
  crashAt?: CrashPoint
}

/**
 * The spending module: USDT in and out through the funding contract (spec 000 §3, §7; docs/ledger.md).
 * Deposits are credited and withdrawals settled by the indexer from the contract's events; the
 * withdrawal calls freeze and sign. Without a chain (tests that start none) there is nothing to
 * deposit to or withdraw from, and the calls are not registered (404).
 */
export async function registerSpending(
  app: FastifyInstance,
  deps: SpendingDeps,
): Promise<{ demo: DemoStep } | undefined> {
  const { chain } = deps
  if (!chain) return undefined
  const depositDeps: DepositDeps = { ledger: deps.ledger, members: deps.members, log: app.log }
  const chainId = chain.runtime.chainId
  chain.indexer.onEvent('FUNDING', 'RechargeId', (event, tx) => applyDeposit(depositDeps, event, tx))
  chain.indexer.onEvent('FUNDING', 'RechargeWallet', (event, tx) => applyDeposit(depositDeps, event, tx))
  chain.indexer.onRollback((fork, tx) => rollBackDeposits(depositDeps, chainId, fork, tx))
  if (deps.crashAt) chain.indexer.probeCommits(depositCrashProbe(deps.crashAt))

  const now = deps.now ?? (() => new Date())
  const settleDeps: SettleDeps = { db: deps.db, chain: chain.runtime, ledger: deps.ledger, now, log: app.log }
  const { relayer } = deps
  const withdrawals = createWithdrawals({ ...settleDeps, members: deps.members, jobs: deps.jobs, relayer })
  const relayDeps: RelayDeps = {
    db: deps.db,
    chain: chain.runtime,
    relayer,
    jobs: deps.jobs,
    now,
    log: app.log,
  }
  deps.jobs.define(
    'spending.relay-withdrawal',
    async ({ id }) => {
      // Sent and not mined yet: look again shortly (mined, dropped and sent again, or lost).
      if ((await relayWithdrawal(relayDeps, id)) === 'check') {
        await deps.jobs.send(
          'spending.relay-withdrawal',
          { id },
          { key: `relay-${id}-${Date.now()}`, startAfter: RELAY_CHECK_MS },
        )
      }
    },
    { attempts: 5, backoffMs: 15_000 },
  )
  chain.indexer.onEvent('FUNDING', 'WithdrawNotice', (event, tx) => settleWithdrawal(settleDeps, event, tx))
  chain.indexer.onRollback((fork, tx) => rollBackSettlements(settleDeps, fork, tx))
  deps.jobs.define('spending.expire-withdrawal', async ({ id }) => {
    // Not final yet (early, or paid and not indexed): look again in a minute, under a new key.
    if ((await expireWithdrawal(settleDeps, id)) === 'later') {
      await deps.jobs.send(
        'spending.expire-withdrawal',
        { id },
        { key: `withdrawal-expire-${id}-${Date.now()}`, startAfter: 60_000 },
      )
    }
  })
  const reconcileDeps: ReconcileDeps = {
    db: deps.db,
    chain: chain.runtime,
    ledger: deps.ledger,
    jobs: deps.jobs,
    log: app.log,
  }
  deps.jobs.define(
    'spending.reconcile',
    async () => {
      // Not yet (no block indexed) or a reorg under the read: the next slot runs it again.
      await reconcile(reconcileDeps, 'system').catch((error) => {
        if (error instanceof ApiError) app.log.warn({ err: error }, 'reconciliation skipped')
        else throw error
      })
    },
    { attempts: 3, backoffMs: 60_000 },
  )
  deps.jobs.define('spending.reconcile-alert', ({ runId }) =>
    reconcileAlert({ ...reconcileDeps, mailer: deps.mailer, operatorEmail: deps.operatorEmail }, runId),
  )
  if (deps.reconcileCron) deps.jobs.schedule('spending.reconcile', deps.reconcileCron)
  await app.register(withdrawRoutes, { withdrawals, chain: chain.runtime })
  return { demo: spendingDemo({ chain: chain.runtime, ledger: deps.ledger, withdrawals }) }
}
