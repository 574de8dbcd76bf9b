import type { FastifyInstance } from 'fastify'
import type { ChainRuntime } from '../../platform/chain/chain.ts'
import type { Config } from '../../platform/config/config.ts'
import type { Db } from '../../platform/db/database.ts'
import type { Readiness } from '../../platform/readiness.ts'
import { ChainIndexer } from './indexer.ts'
import { PostgresLeader, soleLeader } from './leader.ts'
import { chainRoutes } from './routes.ts'

/** What later domains use: the chain (clients, signer, addresses) and the indexer to subscribe to. */
export type ChainModule = { runtime: ChainRuntime; indexer: ChainIndexer }

/**
 * The chain module: open/chain/config, the 'chain' readiness check, and the indexer, started when
 * the app is ready (so every domain has subscribed by then) and stopped when it closes.
 */
export function registerChain(
  app: FastifyInstance,
  deps: { db: Db; config: Pick<Config, 'databaseUrl'>; runtime: ChainRuntime; readiness: Readiness },
): ChainModule {
  const chain = deps.runtime
  const { databaseUrl } = deps.config
  const leader = databaseUrl ? new PostgresLeader(databaseUrl, chain.chainId) : soleLeader
  const indexer = new ChainIndexer({ db: deps.db, chain, leader, log: app.log })
  deps.readiness.register('chain', async () => {
    const chainId = await chain.client.getChainId()
    if (chainId !== chain.chainId) throw new Error(`the node answers chain ${chainId}, not ${chain.chainId}`)
    const code = await chain.client.getCode({ address: chain.deployment.contracts.registry })
    if ((code?.length ?? 0) <= 2) throw new Error('the deployed contracts are not on the chain')
  })
  chainRoutes(app, chain)
  app.addHook('onReady', async () => indexer.start())
  app.addHook('onClose', async () => indexer.stop())
  return { runtime: chain, indexer }
}
