import { sql } from 'drizzle-orm'
import { expect } from 'vitest'
import type { Db } from '../../../platform/db/database.ts'

type Rows = { rows: Record<string, unknown>[] }
const read = async (db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as Rows).rows.map((r) => Object.values(r).map(String).join(' '))

/**
 * Asserts the creator totals the database keeps are what adding up the base rows gives now: minted
 * items and native-coin sale volume per creator, and the sales per creator and hour (zero rows
 * that a reorg left behind count as absent).
 */
export async function expectTotalsOfBaseRows(db: Db): Promise<void> {
  const sales = sql`select i.creator_address, a.price_wei, a.created_at from market_activity a
    join market_item i on i.id = a.item_id
    where a.kind = 'sale' and a.currency = '0x0000000000000000000000000000000000000000'`
  const fresh = await read(
    db,
    sql`select creator_address, sum(items)::int items, sum(wei) wei from (
      select creator_address, count(*) items, 0 wei from market_item where status = 'minted' group by 1
      union all select creator_address, 0, coalesce(price_wei, 0) from (${sales}) s
    ) t group by 1 having sum(items) > 0 or sum(wei) <> 0 order by 1`,
  )
  const kept = await read(
    db,
    sql`select creator_address, items, volume_wei from market_creator_stats
      where items <> 0 or volume_wei <> 0 order by 1`,
  )
  expect(kept).toEqual(fresh)
  const freshHours = await read(
    db,
    sql`select creator_address, date_trunc('hour', created_at, 'UTC') h, coalesce(sum(price_wei), 0) wei, count(*)::int n
      from (${sales}) s group by 1, 2 order by 1, 2`,
  )
  const keptHours = await read(
    db,
    sql`select creator_address, hour, volume_wei, sales from market_creator_hour where sales <> 0 order by 1, 2`,
  )
  expect(keptHours).toEqual(freshHours)
}
