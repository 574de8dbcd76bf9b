import type { EarningRow, EarningTotal } from '@kid/shared/market/creators'
import { type Page, toPage } from '@kid/shared/page'
import type { PageQuery } from '@kid/shared/page-query'
import { desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../../platform/db/database.ts'
import type { Caller } from '../../account/index.ts'
import type { Currencies } from '../currencies.ts'
import { marketEarning } from '../tables/activity.ts'
import { marketItem } from '../tables/item.ts'

export type Earnings = Page<EarningRow> & { totals: EarningTotal[] }

/**
 * GET creator/earning: what the caller's wallet was paid by indexed sales — royalties on its
 * creations and proceeds of its own sales — totalled per currency, with the history newest first.
 */
export async function creatorEarnings(
  db: Db,
  currencies: Currencies,
  caller: Caller,
  q: PageQuery,
): Promise<Earnings> {
  if (!caller.wallet) return { ...toPage([], q), totals: [] }
  const mine = eq(marketEarning.creatorAddress, caller.wallet)
  const totals = await db
    .select({ currency: marketEarning.currency, amount: sql<string>`sum(${marketEarning.amountWei})::text` })
    .from(marketEarning)
    .where(mine)
    .groupBy(marketEarning.currency)
    .orderBy(marketEarning.currency)
  const rows = await db
    .select({ e: marketEarning, itemName: marketItem.name })
    .from(marketEarning)
    .innerJoin(marketItem, eq(marketItem.id, marketEarning.itemId))
    .where(mine)
    .orderBy(desc(marketEarning.id))
    .limit(q.size + 1)
    .offset((q.page - 1) * q.size)
  const list = rows.map(({ e, itemName }) => ({
    id: e.id,
    itemId: e.itemId,
    itemName,
    kind: e.kind === 'royalty' ? ('royalty' as const) : ('sale' as const),
    amountWei: String(e.amountWei),
    ...currencies(e.currency),
    createdAt: e.createdAt.toISOString(),
  }))
  return {
    ...toPage(list, q),
    totals: totals.map((t) => ({ ...currencies(t.currency), amountWei: t.amount })),
  }
}
