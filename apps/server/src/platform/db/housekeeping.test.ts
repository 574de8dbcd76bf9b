import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from './database.ts'
import { startHousekeeping } from './housekeeping.ts'

let database: Database
let dataDir: string
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'kid-housekeeping-'))
  database = await openDatabase({ databaseUrl: undefined, dataDir })
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
  it('analyses the tables on its timer, so the planner knows their sizes', async () => {
    expect(await estimatedRows()).toBe(-1)
    const errors: unknown[] = []
    const stop = startHousekeeping(database, (error) => errors.push(error), 20)
    await expect.poll(estimatedRows, { timeout: 5_000 }).toBe(500)
    stop()
    expect(errors).toEqual([])
  })
})
