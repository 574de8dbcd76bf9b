import type { ItemView } from '@kid/shared/market/views'
import type { Page } from '@kid/shared/page'
import type { PageQuery } from '@kid/shared/page-query'
import { isWalletAddress } from '@kid/shared/validate/wallet-address-rule'
import { and, desc, eq, type SQL } from 'drizzle-orm'
import { cappedCount } from '../../../platform/db/capped-count.ts'
import type { Db } from '../../../platform/db/database.ts'
import { matchesTerm, matchRank } from '../../../platform/db/text-match.ts'
import { listItemsWhere } from '../items/list.ts'
import { itemNameLowered, marketItem } from '../tables/item.ts'

/**
 * The minted items a search finds: those a wallet created (an address, newest first, through
 * market_item_creator_idx), else those whose name holds the term (market_item_name_trgm_idx):
 * the whole name first, then names starting with it, then the most viewed.
 */
function found(term: string): { where: SQL[]; orderBy: SQL[] } {
  const minted = eq(marketItem.status, 'minted')
  if (isWalletAddress(term))
    return {
      where: [minted, eq(marketItem.creatorAddress, term)],
      orderBy: [desc(marketItem.createdAt), desc(marketItem.id)],
    }
  return {
    where: [minted, matchesTerm(itemNameLowered, term)],
    orderBy: [matchRank(itemNameLowered, term), desc(marketItem.views), desc(marketItem.id)],
  }
}

export function searchItems(db: Db, term: string, q: PageQuery): Promise<Page<ItemView>> {
  const { where, orderBy } = found(term)
  return listItemsWhere(db, where, q, orderBy)
}

export function countItems(db: Db, term: string, cap: number): Promise<number> {
  const matches = db
    .select({ id: marketItem.id })
    .from(marketItem)
    .where(and(...found(term).where))
  return cappedCount(db, matches.$dynamic(), cap)
}
