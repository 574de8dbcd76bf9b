import type { CollectionFloor } from '@kid/shared/market/views'
import { and, eq, gt, min } from 'drizzle-orm'
import type { Db } from '../../../platform/db/database.ts'
import type { Currencies } from '../currencies.ts'
import { marketItem } from '../tables/item.ts'
import { marketOrder } from '../tables/order.ts'

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
  const rows = await db
    .select({ currency: marketOrder.currency, priceWei: min(marketOrder.priceWei) })
    .from(marketOrder)
    .innerJoin(marketItem, eq(marketItem.id, marketOrder.itemId))
    .where(
      and(
        eq(marketItem.collectionId, collectionId),
        eq(marketOrder.state, 'active'),
        gt(marketOrder.endTime, now),
      ),
    )
    .groupBy(marketOrder.currency)
  const byUnit = new Map<string, { decimals: number; wei: bigint }>()
  for (const row of rows) {
    if (row.priceWei === null) continue
    const { symbol, decimals } = currencies(row.currency)
    const unit = symbol === 'WETH' ? 'ETH' : symbol
    const wei = BigInt(row.priceWei)
    const known = byUnit.get(unit)
    if (!known || wei < known.wei) byUnit.set(unit, { decimals, wei })
  }
  return [...byUnit]
    .map(([symbol, f]) => ({ symbol, decimals: f.decimals, priceWei: String(f.wei) }))
    .sort(
      (a, b) => Number(b.symbol === 'ETH') - Number(a.symbol === 'ETH') || a.symbol.localeCompare(b.symbol),
    )
}
