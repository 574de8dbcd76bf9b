import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Jobs } from '../jobs/jobs.ts'
import { type Database, openDatabase } from './database.ts'
import { scheduleHousekeeping } from './housekeeping.ts'

let database: Database
let dataDir: string
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'kid-housekeeping-'))
  database = await openDatabase({ databaseUrl: undefined, dataDir })
  await database.migrate()
  await database.db.execute(sql`create table probe as select generate_series(1, 500) as n`)
})
afterAll(async () => {
  await database.close()
  await rm(dataDir, { recursive: true, force: true })
})

/** The planner's row estimate: -1 until the table was analysed. */
const estimatedRows = async () =>
  Number(
    (
      (await database.db.execute(sql`select reltuples from pg_class where relname = 'probe'`)) as {
        rows: { reltuples: number }[]
      }
    ).rows[0]?.reltuples,
  )

describe('PGlite housekeeping', () => {
  it('analyses the tables as a job every six hours, so the planner knows their sizes', async () => {
    expect(await estimatedRows()).toBe(-1)
    const errors: unknown[] = []
    let clock = new Date('2026-01-05T01:00:00Z')
    const jobs = new Jobs({ db: database.db, onError: (error) => errors.push(error), now: () => clock })
    scheduleHousekeeping(database, jobs)
    await jobs.start()
    await jobs.drain()
    expect(await estimatedRows()).toBe(-1)
    clock = new Date('2026-01-05T06:00:00Z')
    await jobs.drain()
    expect(await estimatedRows()).toBe(500)
    await jobs.stop()
    expect(errors).toEqual([])
  })

  it('is left to PostgreSQL’s own autovacuum on a server', () => {
    const jobs = new Jobs({ db: database.db, onError: () => undefined })
    scheduleHousekeeping({ ...database, kind: 'postgres' }, jobs)
    // Nothing was defined (a second definition of a job throws).
    expect(() => jobs.define('db.housekeeping', async () => undefined)).not.toThrow()
  })
})
