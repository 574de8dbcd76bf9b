import { sql } from 'drizzle-orm'
import type { Db } from '../platform/db/database.ts'

type Rows<T> = { rows: T[] }

/**
 * Every table of the app's schema with its row count and an md5 of its rows (in text form,
 * sorted): two snapshots are equal only when no row was added, changed or removed anywhere.
 * `except` leaves out tables that background work writes on its own (the chain indexer's cursor).
 */
export async function tableChecksums(db: Db, except: string[] = []): Promise<Record<string, string>> {
  const { rows: tables } = (await db.execute(
    sql`select table_name as name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as Rows<{ name: string }>
  const sums: Record<string, string> = {}
  for (const { name } of tables) {
    if (except.includes(name)) continue
    const { rows } = (await db.execute(
      sql`select count(*)::int as n, md5(coalesce(string_agg(t::text, ',' order by t::text), '')) as sum
          from ${sql.identifier(name)} t`,
    )) as unknown as Rows<{ n: number; sum: string }>
    sums[name] = `${rows[0]?.n} rows ${rows[0]?.sum}`
  }
  return sums
}
