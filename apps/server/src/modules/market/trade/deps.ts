import type { Address, PublicClient } from 'viem'
import type { ChainRuntime } from '../../../platform/chain/chain.ts'
import type { Db } from '../../../platform/db/database.ts'
import type { Callers, Members } from '../../account/index.ts'
import type { DefaultNames } from '../../kns/index.ts'
import type { Notices } from '../../notice/index.ts'
import { type Currencies, currenciesOf } from '../currencies.ts'
import type { ExchangeDomain } from './signatures.ts'

/**
 * What the trading services need: the database, the chain's reader and the Exchange's domain, the
 * account module's members (names on lists) and callers (the bound wallet that must sign), the kns
 * service's default names (.kid names on lists; absent without it), the
 * payment tokens (to word prices in notices) and the notice service (absent in scripts that tell
 * nobody, such as the demo seed).
 */
export type TradeDeps = {
  db: Db
  client: PublicClient
  domain: ExchangeDomain
  currencies: Currencies
  members: Members
  callers: Callers
  kidNames?: DefaultNames | undefined
  /** The kns registry: its .kid names trade here, and no sale of one may outlive it (name-expiry.ts). */
  registry?: Address
  notices?: Notices
  now?: () => number
}

export function tradeDeps(
  db: Db,
  chain: ChainRuntime,
  account: { members: Members; callers: Callers },
  notices?: Notices,
  kidNames?: DefaultNames,
): TradeDeps {
  const { contracts } = chain.deployment
  return {
    db,
    members: account.members,
    callers: account.callers,
    kidNames,
    client: chain.client,
    domain: { chainId: chain.chainId, exchange: contracts.exchange },
    registry: contracts.registry,
    currencies: currenciesOf({ weth: contracts.weth, usdt: contracts.usdt }),
    notices,
  }
}

/** Seconds since the epoch, as the Exchange compares times (block.timestamp). */
const nowSeconds = (deps: TradeDeps) => BigInt(Math.floor((deps.now?.() ?? Date.now()) / 1000))

/**
 * When a trade sent now can be mined at the earliest, in seconds: the later of this computer's clock
 * and the latest block's time. The Exchange judges a listing's start and end by block.timestamp,
 * which runs ahead of the computer's clock on a chain moved forward (listings then start at the
 * chain's time) and lags it between blocks. A test's `now` stands for both.
 */
export async function tradeNow(deps: TradeDeps): Promise<bigint> {
  const wall = nowSeconds(deps)
  if (deps.now) return wall
  const { timestamp } = await deps.client.getBlock()
  return timestamp > wall ? timestamp : wall
}
