/**
 * The ledger module's public surface: the only file of modules/ledger that other modules may
 * import. They move money and bricks through the service registerLedger returns (docs/ledger.md).
 */
export type { Balance, Balances } from './balances.ts'
export { currencyDecimals } from './currency.ts'
export type { HistoryRow } from './history.ts'
export type { Holdings } from './holdings.ts'
export { type LedgerDeps, registerLedger } from './module.ts'
export { InsufficientBalance, type Leg, type Movement, type Party, type Posted } from './post.ts'
export { createLedger, type Ledger } from './service.ts'
