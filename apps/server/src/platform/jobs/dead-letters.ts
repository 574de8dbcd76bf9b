import { and, desc, eq } from 'drizzle-orm'
import type { Db } from '../db/database.ts'
import { platformJobs } from './tables.ts'

/** The dead-letter list: jobs that failed their last attempt, newest first. */
export function failedJobs(db: Db, limit = 50) {
  return db
    .select({
      id: platformJobs.id,
      name: platformJobs.name,
      key: platformJobs.key,
      data: platformJobs.data,
      attempts: platformJobs.attempts,
      lastError: platformJobs.lastError,
      finishedAt: platformJobs.finishedAt,
    })
    .from(platformJobs)
    .where(eq(platformJobs.state, 'failed'))
    .orderBy(desc(platformJobs.id))
    .limit(limit)
}

/**
 * Puts a dead letter back in the queue, due now, with a fresh set of attempts (the copies' next
 * poll runs it). False when no failed job has this id.
 */
export async function retryJob(db: Db, id: number, now = new Date()): Promise<boolean> {
  const rows = await db
    .update(platformJobs)
    .set({ state: 'waiting', runAt: now, attempts: 0, finishedAt: null })
    .where(and(eq(platformJobs.id, id), eq(platformJobs.state, 'failed')))
    .returning({ id: platformJobs.id })
  return rows.length === 1
}
