import type { Logger } from 'pino'
import type { ChainRuntime } from '../../platform/chain/chain.ts'
import type { Db } from '../../platform/db/database.ts'
import type { Callers } from '../account/index.ts'
import type { Ledger } from '../ledger/index.ts'

/**
 * What the blind-box module works with: its database, the chain (signer, BlindBox address), the
 * ledger that takes CBK for codes, the account's callers, the secret exchange codes derive from,
 * the public origin prize metadata lives under, and a clock.
 */
export type BboxDeps = {
  db: Db
  chain: ChainRuntime
  ledger: Ledger
  callers: Callers
  secret: string
  origin: string
  now: () => Date
  log: Pick<Logger, 'info' | 'warn'>
}
