/**
 * The spending module's public surface: the only file of modules/spending that other modules may
 * import (docs/ledger.md: deposits and withdrawals of USDT through the funding contract).
 */
export { registerSpending, type SpendingDeps } from './module.ts'
export { withdrawalOperations } from './withdraw-operator.ts'
