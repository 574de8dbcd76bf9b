import type { ItemView, ListingRow } from '@kid/shared/market/views'
import { type Page, toPage } from '@kid/shared/page'
import type { PageQuery } from '@kid/shared/page-query'
import { and, asc, eq, or, sql } from 'drizzle-orm'
import type { Db } from '../../../platform/db/database.ts'
import type { Caller } from '../../account/index.ts'
import { kidNamesIn, kidNamesOf } from '../../kns/index.ts'
import { listActivity } from '../collections/activity.ts'
import { CREATOR_TABS } from '../creators/lists.ts'
import type { MarketReads } from '../deps.ts'
import { marketActivity } from '../tables/activity.ts'
import { marketItem } from '../tables/item.ts'
import { marketOrder } from '../tables/order.ts'
import { unitsFilledSql } from '../trade/orders.ts'
import { listItemsWhere } from './list.ts'

/**
 * GET item/nosale: what the caller may list — drafts they created and tokens they hold (ERC-721
 * owner or an ERC-1155 balance) with no active listing of theirs.
 */
export function ownItemsNotOnSale(db: Db, caller: Caller, q: PageQuery): Promise<Page<ItemView>> {
  const wallet = caller.wallet ?? ''
  return listItemsWhere(
    db,
    [
      or(
        and(eq(marketItem.status, 'draft'), eq(marketItem.creatorUserId, caller.userId)),
        CREATOR_TABS.collected(wallet),
      ) ?? sql`false`,
      sql`not exists (select 1 from market_order o where o.item_id = ${marketItem.id}
        and o.state = 'active' and o.seller_address = ${wallet})`,
    ],
    q,
  )
}

/**
 * GET item/open/listings: the item's active listings, cheapest first, with the copies each has left
 * and the sellers' .kid names (one lookup for the page).
 */
export async function itemListings({ db, kidNames }: MarketReads, q: PageQuery & { id: number }) {
  const rows = await db
    .select({ o: marketOrder, filled: unitsFilledSql(marketOrder.id) })
    .from(marketOrder)
    .where(and(eq(marketOrder.itemId, q.id), eq(marketOrder.state, 'active')))
    .orderBy(asc(marketOrder.priceWei), asc(marketOrder.id))
    .limit(q.size + 1)
    .offset((q.page - 1) * q.size)
  const names = await kidNamesOf(
    kidNames,
    rows.map(({ o }) => o.sellerAddress),
  )
  const list: ListingRow[] = rows.map(({ o, filled }) => ({
    orderId: o.id,
    seller: o.sellerAddress,
    channel: o.channel,
    amount: String(o.amount),
    left: String(o.amount - BigInt(filled)),
    priceWei: String(o.priceWei),
    currency: o.currency,
    startTime: o.startTime.toISOString(),
    endTime: o.endTime.toISOString(),
    kidNames: kidNamesIn(names, [o.sellerAddress]),
  }))
  return toPage(list, q)
}

/** GET item/open/activity. */
export function itemActivity(reads: MarketReads, q: PageQuery & { id: number }) {
  return listActivity(reads, eq(marketActivity.itemId, q.id), q)
}
