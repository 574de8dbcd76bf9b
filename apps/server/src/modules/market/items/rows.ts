import type { ItemView } from '@kid/shared/market/views'
import { and, eq, type SQL, sql } from 'drizzle-orm'
import { alias, type PgSelect } from 'drizzle-orm/pg-core'
import type { Db } from '../../../platform/db/database.ts'
import { marketCollection } from '../tables/collection.ts'
import { marketItem } from '../tables/item.ts'
import { marketOrder } from '../tables/order.ts'
import { unitsFilledSql } from '../trade/orders.ts'

/**
 * The item's cheapest active listing, as JSON with its integers as text (JSON numbers lose precision);
 * `left` is its amount less the units indexed fills took (an ERC-1155 listing sells in parts).
 */
const listing = sql<ItemView['listing']>`(
  select json_build_object('orderId', o.id, 'priceWei', o.price_wei::text, 'currency', o.currency,
    'channel', o.channel, 'amount', o.amount::text, 'endTime', o.end_time, 'seller', o.seller_address,
    'left', (o.amount - ${unitsFilledSql(sql`o.id`)})::text)
  from market_order o where o.item_id = ${marketItem.id} and o.state = 'active'
  order by o.price_wei, o.id limit 1)`

/**
 * The item's cheapest active listing (by price, then id: the one `listing` shows) as a joined row,
 * for price sorts: Postgres walks market_order_state_price_idx in price order and probes each
 * listing for a cheaper one of its item, instead of pricing every listed item and sorting them all.
 */
export const cheapest = alias(marketOrder, 'cheapest')
const cheapestOfItem = and(
  eq(cheapest.itemId, marketItem.id),
  eq(cheapest.state, 'active'),
  sql`not exists (select 1 from market_order o where o.item_id = ${cheapest.itemId} and o.state = 'active'
    and (o.price_wei, o.id) < (${cheapest.priceWei}, ${cheapest.id}))`,
)

const fields = {
  item: marketItem,
  collectionName: marketCollection.name,
  collectionAddress: marketCollection.address,
  chainId: marketCollection.chainId,
  standard: marketCollection.standard,
  listing,
}

type Cut = { where: SQL | undefined; orderBy: SQL[]; limit: number; offset: number; byPrice: boolean }

/** A list's items (joined with `cheapest` for a price sort), filtered, ordered and cut. */
function cut<T extends PgSelect>(items: T, c: Cut) {
  return (c.byPrice ? items.innerJoin(cheapest, cheapestOfItem) : items)
    .where(c.where)
    .orderBy(...c.orderBy)
    .limit(c.limit)
    .offset(c.offset)
}

/**
 * Items with their collection and listing, as every catalog list answers them; `byPrice` joins
 * `cheapest`. Postgres computes the select list of every row an OFFSET skips (page 50 worked out
 * the listings of the 980 items before it), so a later page is cut first: its ids, numbered in the
 * list's order (the joins after the cut need not keep it), then the listing of those rows only.
 * The first page skips nothing and is read in one query (the second join cost it 15 %).
 */
export async function selectItems(
  db: Db,
  where: SQL | undefined,
  orderBy: SQL[],
  limit: number,
  offset = 0,
  byPrice = false,
): Promise<ItemView[]> {
  const c = { where, orderBy, limit, offset, byPrice }
  const withCollection = <T extends PgSelect>(q: T) =>
    q.innerJoin(marketCollection, eq(marketCollection.id, marketItem.collectionId))
  const order = orderBy.length > 0 ? sql`order by ${sql.join(orderBy, sql`, `)}` : sql``
  const ids = { id: marketItem.id, n: sql<number>`row_number() over (${order})`.as('n') }
  const page = cut(withCollection(db.select(ids).from(marketItem).$dynamic()), c).as('page')
  const rows =
    offset === 0
      ? await cut(withCollection(db.select(fields).from(marketItem).$dynamic()), c)
      : await withCollection(
          db.select(fields).from(page).innerJoin(marketItem, eq(marketItem.id, page.id)).$dynamic(),
        ).orderBy(page.n)
  return rows.map((r) => ({
    id: r.item.id,
    collectionId: r.item.collectionId,
    collectionName: r.collectionName,
    collectionAddress: r.collectionAddress,
    chainId: r.chainId,
    standard: r.standard === 1155 ? 1155 : 721,
    tokenId: r.item.tokenId === null ? null : String(r.item.tokenId),
    name: r.item.name,
    description: r.item.description,
    mediaUrl: r.item.mediaUrl,
    mediaType: r.item.mediaType === 'video' ? 'video' : 'image',
    thumbnailUrl: r.item.thumbnailUrl,
    supply: String(r.item.supply),
    royaltyBps: r.item.royaltyBps,
    creatorAddress: r.item.creatorAddress,
    creatorUserId: r.item.creatorUserId,
    ownerAddress: r.item.ownerAddress,
    status: r.item.status === 'minted' ? 'minted' : 'draft',
    views: r.item.views,
    createdAt: r.item.createdAt.toISOString(),
    listing: r.listing ? { ...r.listing, endTime: new Date(r.listing.endTime).toISOString() } : null,
  }))
}
