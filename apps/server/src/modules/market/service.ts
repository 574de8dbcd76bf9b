import type { CollectionListQuery } from '@kid/shared/market/catalog'
import type { Tx } from '../../platform/db/database.ts'
import { addDropCollection, type CatalogCollection, dropCollectionId } from './chain/drops.ts'
import { listCategories } from './collections/categories.ts'
import { listCollections } from './collections/list.ts'
import type { MarketDeps } from './deps.ts'

/** What other modules may use of the market (through index.ts): the catalog's public lists, and drops joining it. */
export type MarketService = ReturnType<typeof createMarketService>

export function createMarketService(deps: MarketDeps) {
  return {
    collections: {
      /** The market's categories in their order. */
      categories: () => listCategories(deps.db),
      /** Deployed collections, by category, newest / volume / floor / items (collection/open/list). */
      list: (q: CollectionListQuery) => listCollections(deps, q),
    },
    drops: {
      /** A launchpad drop joins the catalog, in the transaction that indexed its creation. */
      add: (tx: Tx, drop: CatalogCollection) => addDropCollection(tx, drop),
      /** The catalog's collection of a deployed drop (its items and activity live there). */
      collectionOf: (chainId: number, address: string) => dropCollectionId(deps.db, chainId, address),
    },
  }
}
