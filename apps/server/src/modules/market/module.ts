import type { FastifyInstance } from 'fastify'
import type { Config } from '../../platform/config/config.ts'
import type { Db } from '../../platform/db/database.ts'
import type { DemoStep } from '../../platform/demo.ts'
import type { Jobs } from '../../platform/jobs/jobs.ts'
import type { OnceWithin } from '../../platform/signature/replay.ts'
import type { WriteBehind } from '../../platform/write-behind.ts'
import type { AccountService } from '../account/index.ts'
import type { ChainModule } from '../chain/index.ts'
import type { DefaultNames, NameCatalog } from '../kns/index.ts'
import type { Notices } from '../notice/index.ts'
import { onCollectionCreated } from './chain/factory.ts'
import { followNames } from './chain/names.ts'
import { rollBackCatalog } from './chain/rollback.ts'
import { dropTransferHandler, transferHandler } from './chain/transfers.ts'
import { seedCatalog } from './collections/shared-seed.ts'
import { currenciesOf } from './currencies.ts'
import { startDemoAfterListen } from './demo/start-demo.ts'
import type { MarketDeps } from './deps.ts'
import type { EthPriceSource } from './ethprice/eth-price.ts'
import { freezeUnfrozenMinted } from './items/freeze-metadata.ts'
import { metadataRoutes } from './items/metadata.ts'
import { VIEW_WINDOW_MS, ViewCounter } from './items/views.ts'
import { collectionRoutes } from './routes/collections.ts'
import { creatorRoutes } from './routes/creators.ts'
import { homeRoutes } from './routes/home.ts'
import { itemRoutes } from './routes/items.ts'
import { openRoutes } from './routes/open.ts'
import { createMarketService, type MarketService } from './service.ts'
import { tradeDeps } from './trade/deps.ts'
import { scheduleListingExpiry } from './trade/listing-expiry.ts'
import { registerTrade } from './trade/module.ts'

/**
 * The marketplace: collections, items, token metadata, the indexer subscriptions that learn
 * deployments, mints and transfers, and trading (./trade; only with a chain, there is nothing to
 * trade on without one). Members and callers come from the account module's service.
 */
export async function registerMarket(
  app: FastifyInstance,
  deps: {
    db: Db
    config: Config
    chain: ChainModule | undefined
    onceWithin: OnceWithin
    writeBehind: WriteBehind
    account: AccountService
    /** The notice service trading tells sellers and bidders through. */
    notices: Notices
    /** Where trading schedules its expiry scan. */
    jobs: Jobs
    /** Wallets' .kid default names, shown beside the members on the market's answers. */
    kidNames?: DefaultNames | undefined
    /** The kns module's registry and names, listed and traded as a collection (absent without it). */
    kidNameCatalog?: NameCatalog | undefined
    /** The ETH/USD rate of open/ethprice (one source for the whole app: its provider is asked once a minute). */
    ethPrice: EthPriceSource
    /** Other domains' parts of the demo world, run for its members once the market's is made. */
    demoSteps?: DemoStep[]
  },
): Promise<MarketService> {
  const { db, config, chain, account } = deps
  const contracts = chain?.runtime.deployment.contracts
  const currencies = currenciesOf(contracts && { weth: contracts.weth, usdt: contracts.usdt })
  const market: MarketDeps = {
    db,
    config,
    chainId: chain?.runtime.chainId ?? 0,
    currencies,
    account,
    members: account.members,
    kidNames: deps.kidNames,
    platformWallets: deps.kidNameCatalog ? [deps.kidNameCatalog.collection.creatorAddress.toLowerCase()] : [],
  }
  if (chain) {
    const onTransfer = transferHandler(chain.runtime.client, config.publicUrl)
    chain.indexer.onEvent('COLLECTION_FACTORY', 'CollectionCreated', onCollectionCreated)
    chain.indexer.onEvent('ERC-721', 'Transfer', onTransfer)
    chain.indexer.onEvent('PAD-721', 'Transfer', dropTransferHandler(config.publicUrl))
    chain.indexer.onEvent('ERC-1155', 'TransferSingle', onTransfer)
    chain.indexer.onEvent('ERC-1155', 'TransferBatch', onTransfer)
    chain.indexer.onRollback((_fork, tx) => rollBackCatalog(tx, chain.runtime.chainId))
    if (deps.kidNameCatalog) await followNames(db, chain, deps.kidNameCatalog, config.publicUrl)
  }
  await seedCatalog(db, chain?.runtime)
  await freezeUnfrozenMinted(db, config.publicUrl)
  await app.register(collectionRoutes, market)
  const views = new ViewCounter(db, deps.onceWithin(VIEW_WINDOW_MS))
  deps.writeBehind.register(() => views.flush())
  await app.register(itemRoutes, { ...market, views })
  await app.register(creatorRoutes, market)
  await app.register(homeRoutes, market)
  await app.register(openRoutes, { ...market, ethPrice: deps.ethPrice })
  metadataRoutes(app, db)
  if (chain) {
    const trade = tradeDeps(db, chain.runtime, account, deps.notices, deps.kidNames)
    await registerTrade(app, chain, trade)
    scheduleListingExpiry(deps.jobs, trade)
  }
  startDemoAfterListen(app, market, deps.demoSteps ?? [])
  return createMarketService(market)
}
