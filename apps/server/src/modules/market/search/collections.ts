import type { CollectionView } from '@kid/shared/market/views'
import type { Page } from '@kid/shared/page'
import type { PageQuery } from '@kid/shared/page-query'
import { isWalletAddress } from '@kid/shared/validate/wallet-address-rule'
import { and, desc, eq, isNotNull, or, type SQL } from 'drizzle-orm'
import { getAddress } from 'viem'
import { cappedCount } from '../../../platform/db/capped-count.ts'
import type { Db } from '../../../platform/db/database.ts'
import { matchesTerm, matchRank } from '../../../platform/db/text-match.ts'
import { listCollectionsWhere } from '../collections/list.ts'
import type { MarketDeps } from '../deps.ts'
import { collectionNameLowered, marketCollection } from '../tables/collection.ts'

/**
 * The deployed collections a search finds: for an address, those the wallet created and the one
 * at that contract address (stored checksummed); else those whose name holds the term
 * (market_collection_name_trgm_idx): the whole name first, then names starting with it, then
 * the busiest by volume.
 */
function found(term: string): { where: SQL | undefined; orderBy: SQL[] } {
  const deployed = isNotNull(marketCollection.address)
  const busiest = [desc(marketCollection.volumeWei), desc(marketCollection.items), desc(marketCollection.id)]
  if (isWalletAddress(term))
    return {
      where: and(
        deployed,
        or(eq(marketCollection.creatorAddress, term), eq(marketCollection.address, getAddress(term))),
      ),
      orderBy: busiest,
    }
  return {
    where: and(deployed, matchesTerm(collectionNameLowered, term)),
    orderBy: [matchRank(collectionNameLowered, term), ...busiest],
  }
}

export function searchCollections(
  deps: Pick<MarketDeps, 'db' | 'currencies'>,
  term: string,
  q: PageQuery,
): Promise<Page<CollectionView>> {
  const { where, orderBy } = found(term)
  return listCollectionsWhere(deps, where, orderBy, q)
}

export function countCollections(db: Db, term: string, cap: number): Promise<number> {
  const matches = db.select({ id: marketCollection.id }).from(marketCollection).where(found(term).where)
  return cappedCount(db, matches.$dynamic(), cap)
}
