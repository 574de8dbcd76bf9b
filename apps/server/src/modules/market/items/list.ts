import type { CollectionItemsQuery, ItemListQuery } from '@kid/shared/market/catalog'
import type { ItemView } from '@kid/shared/market/views'
import { type Page, toPage } from '@kid/shared/page'
import type { PageQuery } from '@kid/shared/page-query'
import { and, desc, eq, type SQL } from 'drizzle-orm'
import type { Db } from '../../../platform/db/database.ts'
import { marketItem } from '../tables/item.ts'
import { itemFilters, marketFilters } from './filters.ts'
import { selectItems } from './rows.ts'

type Order = { orderBy: SQL[]; byPrice?: boolean }

async function page(db: Db, where: SQL[], order: Order, q: PageQuery): Promise<Page<ItemView>> {
  const offset = (q.page - 1) * q.size
  const rows = await selectItems(db, and(...where), order.orderBy, q.size + 1, offset, order.byPrice)
  return toPage(rows, q)
}

/** GET item/open/list: the marketplace. */
export function listMarketItems(db: Db, q: ItemListQuery): Promise<Page<ItemView>> {
  const f = itemFilters(q)
  return page(db, [...f.where, ...marketFilters(q)], f, q)
}

/** GET collection/open/items: one collection's minted items. */
export function listCollectionItems(db: Db, q: CollectionItemsQuery): Promise<Page<ItemView>> {
  const f = itemFilters(q)
  return page(db, [...f.where, eq(marketItem.collectionId, q.id)], f, q)
}

/**
 * Items a condition picks (the caller's, a creator's, a search's), newest first unless `orderBy`
 * says otherwise (end it with the id), drafts included when asked.
 */
export function listItemsWhere(
  db: Db,
  where: SQL[],
  q: PageQuery,
  orderBy: SQL[] = [desc(marketItem.createdAt), desc(marketItem.id)],
): Promise<Page<ItemView>> {
  return page(db, where, { orderBy }, q)
}
