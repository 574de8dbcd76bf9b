import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import type { Logger } from 'drizzle-orm/logger'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { type Db, PGLITE_EXTENSIONS } from '../platform/db/database.ts'
import { freshDatabase } from './app.ts'
import { seedPgliteDir } from './migrated-template.ts'

/** A database driven through drizzle and SQL alone, for tests of queries and migrations. */
export type RawDatabase = {
  db: Db
  /** Runs the migrations found in `folder` (the project's, or a cut-down copy). */
  migrate(folder: string): Promise<void>
  /** One statement with parameters. */
  query<Row>(sql: string, params?: unknown[]): Promise<{ rows: Row[] }>
  /** Several statements, no parameters. */
  exec(sql: string): Promise<void>
  close(): Promise<void>
}

/**
 * A new database of its own: on the PostgreSQL server DATABASE_URL names (CI's second pass runs
 * the server suite there), else an in-memory PGlite. One connection either way, so a session
 * setting holds for every later statement.
 */
export async function rawDatabase(
  options: { logger?: Logger; migrated?: boolean } = {},
): Promise<RawDatabase> {
  const url = process.env.DATABASE_URL
  if (!url) {
    // Migrated: a copy of the suite's migrated template, rather than initdb and every migration again.
    const dir = options.migrated ? await mkdtemp(join(tmpdir(), 'kid-raw-')) : undefined
    if (dir) await seedPgliteDir(join(dir, 'pglite'))
    const client = new PGlite({ dataDir: dir && join(dir, 'pglite'), extensions: PGLITE_EXTENSIONS })
    const db = drizzle(client, { logger: options.logger })
    return {
      db,
      migrate: (folder) => migrate(db, { migrationsFolder: folder }),
      query: (sql, params) => client.query(sql, params),
      exec: async (sql) => void (await client.exec(sql)),
      close: async () => {
        await client.close()
        if (dir) await rm(dir, { recursive: true, force: true })
      },
    }
  }
  const fresh = await freshDatabase(url, { migrated: options.migrated })
  const client = new pg.Client({ connectionString: fresh.url })
  await client.connect()
  const db = drizzlePg(client, { logger: options.logger })
  return {
    db,
    migrate: (folder) => migratePg(db, { migrationsFolder: folder }),
    query: async <Row>(sql: string, params?: unknown[]) => ({
      rows: (await client.query(sql, params)).rows as Row[],
    }),
    exec: async (sql) => void (await client.query(sql)),
    close: async () => {
      await client.end()
      await fresh.drop()
    },
  }
}
