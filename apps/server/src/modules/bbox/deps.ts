import type { ChainRuntime } from '../../platform/chain/chain.ts'
import type { Db } from '../../platform/db/database.ts'
import type { Ledger } from '../ledger/index.ts'

/**
 * What the blind-box calls work with: the database, the chain (signer, BlindBox address), the
 * ledger that takes CBK for codes, the secret exchange codes derive from, the public origin prize
 * metadata lives under, and a clock.
 */
export type BboxDeps = {
  db: Db
  chain: ChainRuntime
  ledger: Ledger
  secret: string
  origin: string
  now: () => Date
}
