import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../platform/db/database.ts'

type Rows<T> = { rows: T[] }

/**
 * Columns that change on their own while a client merely uses the app: a session's last-seen
 * time moves once a minute of use (modules/account/session.ts), which a long test would see.
 */
const MOVING_COLUMNS: Record<string, string[]> = { account_session: ['last_seen_at'] }

/**
 * Rows that come on their own: the job queue's cron slots (a prune every minute), its schedule
 * table, and the record each scheduled reconciliation run leaves (every 10 minutes, so a long test
 * under load crosses one). Jobs a request enqueues (mail) are still counted.
 */
const OWN_ROWS: Record<string, SQL> = {
  platform_jobs: sql`where t.key is null or t.key not like 'cron:%'`,
  platform_job_schedules: sql`where false`,
  spending_reconciliation: sql`where false`,
}

/**
 * Every table of the app's schema with its row count and an md5 of its rows (as JSON, sorted):
 * two snapshots are equal only when no row was added, changed or removed anywhere.
 */
export async function tableChecksums(db: Db): Promise<Record<string, string>> {
  const { rows: tables } = (await db.execute(
    sql`select table_name as name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as Rows<{ name: string }>
  const sums: Record<string, string> = {}
  for (const { name } of tables) {
    const moving = `{${(MOVING_COLUMNS[name] ?? []).join(',')}}`
    const { rows } = (await db.execute(
      sql`select count(*)::int as n,
            md5(coalesce(string_agg((to_jsonb(t) - ${moving}::text[])::text, ',' order by (to_jsonb(t) - ${moving}::text[])::text), '')) as sum
          from ${sql.identifier(name)} t ${OWN_ROWS[name] ?? sql``}`,
    )) as unknown as Rows<{ n: number; sum: string }>
    sums[name] = `${rows[0]?.n} rows ${rows[0]?.sum}`
  }
  return sums
}
