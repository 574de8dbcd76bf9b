import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from './database.ts'

let database: Database
let dataDir: string
const table = `isolation_probe_${process.pid}_${Date.now()}`

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'kid-db-'))
  database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir })
  await database.db.execute(sql.raw(`create table ${table} (n int)`))
})
afterAll(async () => {
  await database.db.execute(sql.raw(`drop table if exists ${table}`))
  await database.close()
  await rm(dataDir, { recursive: true, force: true })
})

const rows = async () =>
  Number(
    (
      (await database.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as {
        rows: { n: number }[]
      }
    ).rows[0]?.n,
  )

describe('transactions', () => {
  // The indexer applies a range of chain events in one transaction while the API reads: a reader
  // must never see half of it (an order filled but its item's owner not yet moved).
  it('a read issued mid-transaction sees none or all of its writes, never a part', async () => {
    let halfway!: () => void
    const reachedHalfway = new Promise<void>((resolve) => {
      halfway = resolve
    })
    let finish!: () => void
    const mayFinish = new Promise<void>((resolve) => {
      finish = resolve
    })
    const writing = database.db.transaction(async (tx) => {
      await tx.execute(sql.raw(`insert into ${table} values (1)`))
      halfway()
      await mayFinish
      await tx.execute(sql.raw(`insert into ${table} values (2)`))
    })
    await reachedHalfway
    const reading = rows()
    setTimeout(finish, 50)
    const seen = await reading
    await writing
    expect([0, 2]).toContain(seen)
    expect(await rows()).toBe(2)
  })
})
