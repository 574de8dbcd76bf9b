import type { CollectionFloor, CollectionView } from '@kid/shared/market/views'
import { and, eq, gt, inArray, min } from 'drizzle-orm'
import type { Db } from '../../../platform/db/database.ts'
import type { Currencies } from '../currencies.ts'
import { marketItem } from '../tables/item.ts'
import { marketOrder } from '../tables/order.ts'
import { type CollectionRow, toCollectionView } from './view.ts'

/**
 * The collection page's floor: the lowest price of every listing still open (fixed price or an
 * auction's reserve), one figure per unit of account. ETH and WETH are one unit (WETH is redeemed
 * one for one by its contract), so their listings compare exactly and give one ETH floor. Other
 * tokens (USDT) get a floor of their own: comparing them with ETH needs a market rate, which may be
 * unavailable, and a floor must never hide a listing (docs/decisions.md "Collection floor").
 */
export async function collectionFloors(
  db: Db,
  currencies: Currencies,
  collectionId: number,
  now = new Date(),
): Promise<CollectionFloor[]> {
  return (await floorsOf(db, currencies, [collectionId], now)).get(collectionId) ?? []
}

/** The same for a page of collections, in one query. */
export async function floorsOf(
  db: Db,
  currencies: Currencies,
  collectionIds: number[],
  now = new Date(),
): Promise<Map<number, CollectionFloor[]>> {
  const floors = new Map<number, CollectionFloor[]>()
  if (collectionIds.length === 0) return floors
  const rows = await db
    .select({
      collectionId: marketItem.collectionId,
      currency: marketOrder.currency,
      priceWei: min(marketOrder.priceWei),
    })
    .from(marketOrder)
    .innerJoin(marketItem, eq(marketItem.id, marketOrder.itemId))
    .where(
      and(
        inArray(marketItem.collectionId, collectionIds),
        eq(marketOrder.state, 'active'),
        gt(marketOrder.endTime, now),
      ),
    )
    .groupBy(marketItem.collectionId, marketOrder.currency)
  const units = new Map<number, Map<string, { decimals: number; wei: bigint }>>()
  for (const row of rows) {
    if (row.priceWei === null) continue
    const { symbol, decimals } = currencies(row.currency)
    const unit = symbol === 'WETH' ? 'ETH' : symbol
    const wei = BigInt(row.priceWei)
    const byUnit = units.get(row.collectionId) ?? new Map()
    const known = byUnit.get(unit)
    if (!known || wei < known.wei) byUnit.set(unit, { decimals, wei })
    units.set(row.collectionId, byUnit)
  }
  for (const [id, byUnit] of units)
    floors.set(
      id,
      [...byUnit]
        .map(([symbol, f]) => ({ symbol, decimals: f.decimals, priceWei: String(f.wei) }))
        .sort(
          (a, b) =>
            Number(b.symbol === 'ETH') - Number(a.symbol === 'ETH') || a.symbol.localeCompare(b.symbol),
        ),
    )
  return floors
}

/** Collection rows as the wire has them, each with its floors. */
export async function withFloors(
  db: Db,
  currencies: Currencies,
  rows: CollectionRow[],
): Promise<CollectionView[]> {
  const floors = await floorsOf(
    db,
    currencies,
    rows.map((row) => row.id),
  )
  return rows.map((row) => toCollectionView(row, floors.get(row.id)))
}
