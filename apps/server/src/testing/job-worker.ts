// A server copy reduced to its job queue, for the kill -9 test (platform/jobs/kill.test.ts): it
// opens DATABASE_URL or the PGlite in DATA_DIR, sends one keyed job ('test.kill'), runs what is due
// and reports on stdout, one JSON line per event. With JOB_BLOCK=1 the job never finishes (the
// test kills the process mid-job); CLOCK_OFFSET_MS moves this copy's clock past a dead lease.
import { eq } from 'drizzle-orm'
import { openDatabase } from '../platform/db/database.ts'
import { Jobs } from '../platform/jobs/jobs.ts'
import { platformJobs } from '../platform/jobs/tables.ts'

declare module '../platform/jobs/jobs.ts' {
  interface JobPayloads {
    'test.kill': { note: string }
  }
}

const say = (event: Record<string, unknown>) => process.stdout.write(`${JSON.stringify(event)}\n`)
const offset = Number(process.env.CLOCK_OFFSET_MS ?? 0)
const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: process.env.DATA_DIR ?? '',
})
await database.migrate()
const jobs = new Jobs({
  db: database.db,
  now: () => new Date(Date.now() + offset),
  onError: (error) => say({ event: 'error', message: String(error) }),
})
jobs.define(
  'test.kill',
  async (data, run) => {
    say({ event: 'started', attempt: run.attempt, note: data.note })
    if (process.env.JOB_BLOCK === '1') await new Promise(() => undefined)
    say({ event: 'done', attempt: run.attempt })
  },
  { leaseMs: 60_000 },
)
await jobs.send('test.kill', { note: 'once' }, { key: 'kill-test' })
await jobs.drain()
await jobs.stop()
const rows = await database.db.select().from(platformJobs).where(eq(platformJobs.name, 'test.kill'))
say({ event: 'drained', jobs: rows.map((r) => ({ state: r.state, attempts: r.attempts })) })
await database.close()
