import type { ItemListQuery } from '@kid/shared/market/catalog'
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm'
import { matchesTerm } from '../../../platform/db/text-match.ts'
import { marketCollection } from '../tables/collection.ts'
import { itemNameLowered, marketItem } from '../tables/item.ts'
import { cheapest } from './rows.ts'

type Filters = Pick<ItemListQuery, 'status' | 'minPrice' | 'maxPrice' | 'sort'>

/**
 * The WHERE and ORDER BY of the item lists. Minted items only; order always ends with an id in
 * the same direction, so pages are stable and an index read backwards serves newest and most
 * viewed. A price sort walks the listings by price instead (`byPrice`: the cheapest listing of
 * each item joined as `cheapest`). A price filter means "listed": only listed items have a
 * price, and the listed set is small beside the catalog, so Postgres semi-joins it. `onsale`
 * (the "Buy now" filter) keeps fixed-price listings only.
 */
export function itemFilters(f: Filters): { where: SQL[]; orderBy: SQL[]; byPrice: boolean } {
  const where: SQL[] = [eq(marketItem.status, 'minted')]
  const listed = (extra: SQL = sql`true`) =>
    sql`${marketItem.id} in (select o.item_id from market_order o where o.state = 'active' and ${extra})`
  const range = and(
    f.minPrice === undefined ? undefined : sql`o.price_wei >= ${String(f.minPrice)}::numeric`,
    f.maxPrice === undefined ? undefined : sql`o.price_wei <= ${String(f.maxPrice)}::numeric`,
  )
  // "Buy now" is what can be bought at once: a fixed price, not an auction's reserve.
  if (f.status === 'onsale') where.push(listed(and(sql`o.channel & 1 = 0`, range)))
  else if (range) where.push(listed(range))
  if (f.status === 'auction') where.push(listed(sql`o.channel & 1 = 1`))
  if (f.status === 'offers')
    where.push(sql`${marketItem.id} in (select f.item_id from market_offer f where f.state = 'active')`)
  const byPrice = f.sort === 'price_asc' || f.sort === 'price_desc'
  const orderBy =
    f.sort === 'price_asc'
      ? [asc(cheapest.priceWei), asc(cheapest.id)]
      : f.sort === 'price_desc'
        ? [desc(cheapest.priceWei), desc(cheapest.id)]
        : f.sort === 'views'
          ? [desc(marketItem.views), desc(marketItem.id)]
          : [desc(marketItem.createdAt), desc(marketItem.id)]
  return { where, orderBy, byPrice }
}

/** The marketplace's type (/marketplace/{type}) and category. */
export function marketFilters(q: Pick<ItemListQuery, 'type' | 'category' | 'search'>): SQL[] {
  const where: SQL[] = []
  if (q.type === 'image' || q.type === 'video') where.push(eq(marketItem.mediaType, q.type))
  if (q.type === '721' || q.type === '1155') where.push(eq(marketCollection.standard, Number(q.type)))
  if (q.category !== undefined) where.push(eq(marketCollection.categoryId, q.category))
  // `lower(name)` is the expression market_item_name_trgm_idx indexes: a rare term is a lookup.
  if (q.search) where.push(matchesTerm(itemNameLowered, q.search))
  return where
}
