import type { FastifyInstance } from 'fastify'
import type { CrashPoint } from '../../platform/crash-point.ts'
import type { Db } from '../../platform/db/database.ts'
import type { Jobs } from '../../platform/jobs/jobs.ts'
import type { Members } from '../account/index.ts'
import type { ChainModule } from '../chain/index.ts'
import type { Ledger } from '../ledger/index.ts'
import { applyDeposit, type DepositDeps, depositCrashProbe, rollBackDeposits } from './deposits.ts'
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
export async function registerSpending(app: FastifyInstance, deps: SpendingDeps): Promise<void> {
  const { chain } = deps
  if (!chain) return
  const depositDeps: DepositDeps = { ledger: deps.ledger, members: deps.members, log: app.log }
  const chainId = chain.runtime.chainId
  chain.indexer.onEvent('FUNDING', 'RechargeId', (event, tx) => applyDeposit(depositDeps, event, tx))
  chain.indexer.onEvent('FUNDING', 'RechargeWallet', (event, tx) => applyDeposit(depositDeps, event, tx))
  chain.indexer.onRollback((fork, tx) => rollBackDeposits(depositDeps, chainId, fork, tx))
  if (deps.crashAt) chain.indexer.probeCommits(depositCrashProbe(deps.crashAt))

  const now = deps.now ?? (() => new Date())
  const settleDeps: SettleDeps = { db: deps.db, chain: chain.runtime, ledger: deps.ledger, now }
  const withdrawals = createWithdrawals({ ...settleDeps, members: deps.members, jobs: deps.jobs })
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
  await app.register(withdrawRoutes, { withdrawals, chain: chain.runtime })
}
