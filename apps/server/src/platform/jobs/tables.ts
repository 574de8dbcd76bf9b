import { sql } from 'drizzle-orm'
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'

/**
 * The durable job queue (platform/jobs). A job is 'waiting' until its run_at, 'running' while a
 * copy holds its lease (locked_until), then 'completed' or, after its last attempt, 'failed' (the
 * dead-letter list operators read with `admin jobs failed`). A running job whose lease ran out (its
 * copy was killed) is claimed again.
 */
export const platformJobs = pgTable(
  'platform_jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    data: jsonb('data').notNull(),
    /** An idempotency key: one job per (name, key), ever; a second send with it is ignored. */
    key: text('key'),
    state: text('state', { enum: ['waiting', 'running', 'completed', 'failed'] })
      .notNull()
      .default('waiting'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('platform_jobs_key_idx').on(t.name, t.key).where(sql`${t.key} is not null`),
    index('platform_jobs_due_idx').on(t.runAt, t.id).where(sql`${t.state} = 'waiting'`),
    index('platform_jobs_lease_idx').on(t.lockedUntil).where(sql`${t.state} = 'running'`),
    index('platform_jobs_finished_idx').on(t.finishedAt).where(sql`${t.state} = 'completed'`),
    index('platform_jobs_failed_idx').on(t.id).where(sql`${t.state} = 'failed'`),
  ],
)

/** Cron schedules: the next slot of each; whichever copy sees it due enqueues it (keyed by the slot). */
export const platformJobSchedules = pgTable('platform_job_schedules', {
  name: text('name').primaryKey(),
  cron: text('cron').notNull(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
})
