/**
 * The market module's public surface: the only file of modules/market that other modules may
 * import (the boundary test in src/modules/boundaries.test.ts enforces it).
 */

export type { CatalogCollection } from './chain/drops.ts'
export { type EthPriceSource, ethPriceSource } from './ethprice/eth-price.ts'
export { registerMarket } from './module.ts'
export type { MarketService } from './service.ts'
