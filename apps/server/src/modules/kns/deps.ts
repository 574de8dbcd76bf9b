import type { EthPrice } from '@kid/shared/market/creators'
import type { ChainRuntime } from '../../platform/chain/chain.ts'
import type { Db } from '../../platform/db/database.ts'
import type { Callers, Members } from '../account/index.ts'

/** What the kid calls need: the mirror, the chain (oracle reads, signatures), members, the ETH price. */
export type KnsDeps = {
  db: Db
  chain: ChainRuntime
  callers: Callers
  members: Members
  /** The market's ETH/USD rate (undefined when none is known: USD is then left out, never guessed). */
  ethPrice: () => Promise<EthPrice | undefined>
  now: () => Date
}
