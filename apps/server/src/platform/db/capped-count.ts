import { count } from 'drizzle-orm'
import type { PgSelect } from 'drizzle-orm/pg-core'
import type { Db } from './database.ts'

/**
 * How many rows `found` selects, counted up to `cap` + 1 only: a search's count beside its tabs
 * costs at most that many index entries however common the term (the page shows "1,000+").
 */
export async function cappedCount(db: Db, found: PgSelect, cap: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(found.limit(cap + 1).as('found'))
  return row?.n ?? 0
}
