import type { FastifyInstance } from 'fastify'
import type { Members } from '../account/index.ts'
import type { ChainModule } from '../chain/index.ts'
import type { Ledger } from '../ledger/index.ts'
import { applyDeposit, type DepositDeps, rollBackDeposits } from './deposits.ts'

export type SpendingDeps = { chain: ChainModule | undefined; ledger: Ledger; members: Members }

/**
 * The spending module: USDT in and out through the funding contract (spec 000 §3, §7; docs/ledger.md).
 * Deposits are credited by the indexer from the contract's events. Without a chain (tests that
 * start none) it has nothing to follow.
 */
export async function registerSpending(app: FastifyInstance, deps: SpendingDeps): Promise<void> {
  const { chain } = deps
  if (!chain) return
  const depositDeps: DepositDeps = { ledger: deps.ledger, members: deps.members, log: app.log }
  const chainId = chain.runtime.chainId
  chain.indexer.onEvent('FUNDING', 'RechargeId', (event, tx) => applyDeposit(depositDeps, event, tx))
  chain.indexer.onEvent('FUNDING', 'RechargeWallet', (event, tx) => applyDeposit(depositDeps, event, tx))
  chain.indexer.onRollback((fork, tx) => rollBackDeposits(depositDeps, chainId, fork, tx))
}
