/**
 * The spending module's public surface: the only file of modules/spending that other modules may
 * import (docs/ledger.md: deposits and withdrawals of USDT through the funding contract).
 */

export { depositOperations } from './deposit-operator.ts'
export { registerSpending, type SpendingDeps } from './module.ts'
export { describeRun, latestRuns, type Reconciliation, reconcile } from './reconcile.ts'
export { withdrawalOperations } from './withdraw-operator.ts'
