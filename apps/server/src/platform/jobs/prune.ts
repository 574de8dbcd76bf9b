import { and, eq, isNull, like, lt, or } from 'drizzle-orm'
import type { Db } from '../db/database.ts'
import type { Jobs } from './jobs.ts'
import { platformJobs } from './tables.ts'

declare module './jobs.ts' {
  interface JobPayloads {
    'jobs.prune': Record<string, never>
  }
}

/** How long a completed job stays readable in the table. */
export const KEEP_COMPLETED_MS = 7 * 24 * 60 * 60_000

/**
 * Every minute, completed jobs older than a week leave the table, so it stays small however busy
 * the day. Kept for good: dead letters, and jobs with an idempotency key of their own (the row is
 * what makes a second send a no-op). A cron slot's key guards only that slot, long past by then.
 */
export function schedulePrune(jobs: Jobs, db: Db, now: () => Date = () => new Date()): void {
  jobs.define('jobs.prune', async () => {
    const before = new Date(now().getTime() - KEEP_COMPLETED_MS)
    await db
      .delete(platformJobs)
      .where(
        and(
          eq(platformJobs.state, 'completed'),
          lt(platformJobs.finishedAt, before),
          or(isNull(platformJobs.key), like(platformJobs.key, 'cron:%')),
        ),
      )
  })
  jobs.schedule('jobs.prune', '* * * * *')
}
