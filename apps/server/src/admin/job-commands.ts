import type { Db } from '../platform/db/database.ts'
import { failedJobs, retryJob } from '../platform/jobs/dead-letters.ts'

/**
 * `jobs failed`: the dead-letter list (jobs that failed their last attempt, newest first, with
 * their last error); `jobs retry <id>`: one of them back in the queue, due now, with fresh attempts.
 */
export async function jobsCommand(
  db: Db,
  action: string | undefined,
  rest: string[],
  usage: (message: string) => Error,
): Promise<string> {
  if (action === 'failed') {
    const rows = await failedJobs(db)
    if (rows.length === 0) return '(none)'
    return rows
      .map((r) =>
        JSON.stringify({
          ...r,
          lastError: r.lastError?.split('\n')[0],
          finishedAt: r.finishedAt?.toISOString(),
        }),
      )
      .join('\n')
  }
  if (action === 'retry') {
    const id = Number(rest[0])
    if (!Number.isInteger(id) || id <= 0) throw usage('Give the job id (see jobs failed)')
    return (await retryJob(db, id))
      ? `Job #${id} is queued again; a running server picks it up within a second.`
      : `No failed job #${id}.`
  }
  throw usage(`Unknown jobs action: ${action ?? '(none)'}`)
}
