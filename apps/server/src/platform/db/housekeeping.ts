import { sql } from 'drizzle-orm'
import type { Database } from './database.ts'

/** How often the embedded database is vacuumed and analysed; the first run comes one period after start. */
export const HOUSEKEEPING_EVERY_MS = 6 * 60 * 60_000

/**
 * PostgreSQL servers run autovacuum; PGlite runs none. Without it nothing refreshes the planner's
 * statistics (plans stay on default estimates as the catalogue grows) and dead row versions (every
 * item view updates a counter) are never reclaimed. This does autovacuum's work on a timer for
 * PGlite; a PostgreSQL server (DATABASE_URL) is left to its own. Returns the stop function.
 */
export function startHousekeeping(
  database: Database,
  onError: (error: unknown) => void,
  everyMs = HOUSEKEEPING_EVERY_MS,
): () => void {
  if (database.kind !== 'pglite') return () => undefined
  const timer = setInterval(() => {
    database.db.execute(sql`vacuum (analyze)`).catch(onError)
  }, everyMs)
  // The timer alone never keeps the process (or a test run) alive.
  timer.unref()
  return () => clearInterval(timer)
}
