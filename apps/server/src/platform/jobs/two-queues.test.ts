import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freshDatabase } from '../../testing/app.ts'
import { type Database, openDatabase } from '../db/database.ts'
import { Jobs } from './jobs.ts'

declare module './jobs.ts' {
  interface JobPayloads {
    'test.count': { n: number }
  }
}

let dataDir: string
let fresh: Awaited<ReturnType<typeof freshDatabase>> | undefined
const databases: Database[] = []

/** Two copies' databases: two connection pools on one PostgreSQL, or (PGlite) the one embedded database. */
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'kid-two-queues-'))
  const url = process.env.DATABASE_URL
  fresh = url ? await freshDatabase(url) : undefined
  const first = await openDatabase({ databaseUrl: fresh?.url, dataDir })
  await first.migrate()
  databases.push(first, fresh ? await openDatabase({ databaseUrl: fresh.url, dataDir }) : first)
})
afterAll(async () => {
  for (const database of new Set(databases)) await database.close()
  await fresh?.drop()
  await rm(dataDir, { recursive: true, force: true })
})

describe('two queues on one database', () => {
  it('run each job on one of them only', async () => {
    const runs: { queue: number; n: number }[] = []
    const errors: unknown[] = []
    const queues = databases.map((database, queue) => {
      const jobs = new Jobs({
        db: database.db,
        onError: (error) => errors.push(error),
      })
      jobs.define('test.count', async ({ n }) => {
        runs.push({ queue, n })
        // A little real I/O so that the two queues overlap.
        await database.db.execute('select pg_sleep(0.005)')
      })
      return jobs
    })
    const [a] = queues
    for (let n = 0; n < 40; n++) await a?.send('test.count', { n })
    await Promise.all(queues.map((q) => q.drain()))
    expect(runs.map((r) => r.n).sort((x, y) => x - y)).toEqual([...Array(40).keys()])
    expect(errors).toEqual([])
  })
})
