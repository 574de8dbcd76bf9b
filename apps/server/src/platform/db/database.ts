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
  reportLongWaits(client)
  const db = drizzlePglite(client)
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => client.close(),
  }
}

/** How long a query may wait behind PGlite's open transaction before it is reported. */
export const PGLITE_WAIT_REPORT_MS = 20_000

/**
 * PGlite has one connection: a query on the database while a transaction is open waits for that
 * transaction. A transaction that itself awaits such a query (a service reading through its own
 * `db` instead of the caller's `tx`) therefore never ends — where PostgreSQL's pool would have
 * answered — and every later request waits behind it. Each query that waits this long is reported
 * with where it was asked, so such a hang names its cause instead of only stalling.
 */
export function reportLongWaits(
  client: PGlite,
  report: (message: string) => void = console.error,
  waitMs = PGLITE_WAIT_REPORT_MS,
): void {
  let open = 0
  /** Runs `work`; when a transaction is open, reports it if it is still waiting after `waitMs`. */
  const timed = async <T>(what: string, work: () => Promise<T>): Promise<T> => {
    if (open === 0) return work()
    const asked = new Error(`A PGlite ${what} has waited ${waitMs} ms behind an open transaction`)
    const timer = setTimeout(() => report(asked.stack ?? asked.message), waitMs)
    try {
      return await work()
    } finally {
      clearTimeout(timer)
    }
  }
  const transaction = client.transaction.bind(client)
  client.transaction = ((callback: Parameters<PGlite['transaction']>[0]) =>
    timed('transaction', async () => {
      open += 1
      try {
        return await transaction(callback)
      } finally {
        open -= 1
      }
    })) as PGlite['transaction']
  for (const method of ['query', 'exec'] as const) {
    const original = client[method].bind(client) as (...args: unknown[]) => Promise<unknown>
    client[method] = ((...args: unknown[]) =>
      timed(`query (${String(args[0]).slice(0, 300)})`, () => original(...args))) as never
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
