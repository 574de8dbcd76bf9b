import type { SalePoint } from '@kid/shared/market/views'
import { and, desc, eq } from 'drizzle-orm'
import type { Db } from '../../../platform/db/database.ts'
import type { Currencies } from '../currencies.ts'
import { marketActivity } from '../tables/activity.ts'

/** The most sales a price history shows: enough for a chart, bounded for a much-traded ERC-1155. */
export const SALES_SHOWN = 100

/**
 * GET item/open/sales: the item's latest sales, oldest first, each at its price per copy (an
 * ERC-1155 fill of several copies pays their total) with the payment token named, so a chart can
 * plot them without the deployment's token list. Reads market_activity_item_idx backwards.
 */
export async function itemSales(db: Db, currencies: Currencies, itemId: number): Promise<SalePoint[]> {
  const rows = await db
    .select({
      id: marketActivity.id,
      priceWei: marketActivity.priceWei,
      amount: marketActivity.amount,
      currency: marketActivity.currency,
      createdAt: marketActivity.createdAt,
    })
    .from(marketActivity)
    .where(and(eq(marketActivity.itemId, itemId), eq(marketActivity.kind, 'sale')))
    .orderBy(desc(marketActivity.id))
    .limit(SALES_SHOWN)
  return rows.reverse().map((row) => {
    const { symbol, decimals } = currencies(row.currency ?? '')
    const copies = row.amount > 0n ? row.amount : 1n
    return {
      id: row.id,
      unitPriceWei: String((row.priceWei ?? 0n) / copies),
      amount: String(row.amount),
      symbol,
      decimals,
      createdAt: row.createdAt.toISOString(),
    }
  })
}
