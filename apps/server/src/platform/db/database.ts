import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { sql } from 'drizzle-orm'
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres'
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { MIGRATIONS_DIR } from '../paths.ts'

/** What services query: the common base of the PGlite and node-postgres drivers. */
export type Db = PgDatabase<PgQueryResultHKT>

export type Database = {
  db: Db
  kind: 'pglite' | 'postgres'
  /** Applies the committed migrations (src/db/migrations). */
  migrate(): Promise<void>
  close(): Promise<void>
}

/**
 * The contrib extensions the migrations create (PostgreSQL ships them; PGlite loads each one given
 * here): pg_trgm for the item search index. Whoever opens a PGlite passes these.
 */
export const PGLITE_EXTENSIONS = { pg_trgm }

/** Any number on which all server copies agree: only one of them migrates at a time. */
const MIGRATION_LOCK = 7_151_120

export async function openDatabase(options: {
  databaseUrl: string | undefined
  dataDir: string
}): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(join(options.dataDir, 'pglite'))
}

async function openPglite(dir: string): Promise<Database> {
  await mkdir(dir, { recursive: true })
  const client = await PGlite.create(dir, { extensions: PGLITE_EXTENSIONS })
  const db = drizzlePglite(client)
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => client.close(),
  }
}

function openPostgres(connectionString: string): Database {
  const pool = new pg.Pool({ connectionString, max: 20 })
  // An idle connection the server ends (restart, failover, a dropped test database) leaves the pool
  // and a new one is opened for the next query; without a listener pg would throw it uncaught.
  pool.on('error', () => undefined)
  return {
    db: drizzleNodePg(pool),
    kind: 'postgres',
    async migrate() {
      const client = await pool.connect()
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK])
        await migrateNodePg(drizzleNodePg(client), { migrationsFolder: MIGRATIONS_DIR })
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined)
        client.release()
      }
    },
    close: () => pool.end(),
  }
}

/** A round trip to the database, for readiness. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`)
}

/** A transaction of the database: a service that must write with its caller takes `Db | Tx`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
