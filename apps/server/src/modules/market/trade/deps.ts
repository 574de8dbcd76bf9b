import type { PublicClient } from 'viem'
import type { ChainRuntime } from '../../../platform/chain/chain.ts'
import type { Db } from '../../../platform/db/database.ts'
import type { ExchangeDomain } from './signatures.ts'

/** What the trading services need: the database, the chain's reader and the Exchange's domain. */
export type TradeDeps = { db: Db; client: PublicClient; domain: ExchangeDomain; now?: () => number }

export function tradeDeps(db: Db, chain: ChainRuntime): TradeDeps {
  return {
    db,
    client: chain.client,
    domain: { chainId: chain.chainId, exchange: chain.deployment.contracts.exchange },
  }
}

/** Seconds since the epoch, as the Exchange compares times (block.timestamp). */
export const nowSeconds = (deps: TradeDeps) => BigInt(Math.floor((deps.now?.() ?? Date.now()) / 1000))
