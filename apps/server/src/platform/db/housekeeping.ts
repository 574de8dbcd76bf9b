import { sql } from 'drizzle-orm'
import type { Jobs } from '../jobs/jobs.ts'
import type { Database } from './database.ts'

declare module '../jobs/jobs.ts' {
  interface JobPayloads {
    'db.housekeeping': Record<string, never>
  }
}

/** When the embedded database is vacuumed and analysed (UTC): every six hours. */
export const HOUSEKEEPING_CRON = '0 */6 * * *'

/**
 * PostgreSQL servers run autovacuum; PGlite runs none. Without it nothing refreshes the planner's
 * statistics (plans stay on default estimates as the catalogue grows) and dead row versions (every
 * item view updates a counter) are never reclaimed. This does autovacuum's work as a scheduled job
 * for PGlite; a PostgreSQL server (DATABASE_URL) is left to its own.
 */
export function scheduleHousekeeping(database: Database, jobs: Jobs): void {
  if (database.kind !== 'pglite') return
  jobs.define('db.housekeeping', async () => {
    await database.db.execute(sql`vacuum (analyze)`)
  })
  jobs.schedule('db.housekeeping', HOUSEKEEPING_CRON)
}
