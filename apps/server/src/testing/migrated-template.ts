import { createHash } from 'node:crypto'
import { cp, mkdtemp, readdir, readFile, rename, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { openDatabase } from '../platform/db/database.ts'
import { MIGRATIONS_DIR } from '../platform/paths.ts'

/**
 * Creating a PGlite database runs initdb in WebAssembly and then every migration: seconds of CPU
 * that each of the suite's hundred-odd test apps used to pay. The suite pays it once instead: the
 * first app builds a migrated data directory under the system's temp folder, named by a hash of
 * the migrations, and every app starts from a copy of it. A changed migration names a new template.
 * On PostgreSQL the same idea is a template database (`templateDatabase`).
 */
export async function seedPgliteDir(target: string): Promise<void> {
  const template = join(tmpdir(), `kid-pglite-template-${await migrationsHash()}`)
  if (!(await exists(template))) await buildTemplate(template)
  await cp(template, target, { recursive: true })
}

async function buildTemplate(template: string): Promise<void> {
  const workDir = await mkdtemp(`${template}-building-`)
  try {
    const database = await openDatabase({ databaseUrl: undefined, dataDir: workDir })
    await database.migrate()
    await database.close()
    // Test files build in parallel: the first rename wins and the others keep its template.
    await rename(join(workDir, 'pglite'), template).catch(async (error: NodeJS.ErrnoException) => {
      if (!(await exists(template))) throw error
    })
  } finally {
    await rm(workDir, { recursive: true, force: true })
  }
}

/**
 * The name of a migrated database on the server `adminUrl` names, to `create database … template`
 * from; built once per set of migrations, under an advisory lock so parallel test files wait for
 * the first. Nobody connects to it afterwards, which PostgreSQL requires of a template.
 */
export async function templateDatabase(adminUrl: string): Promise<string> {
  const name = `kid_template_${await migrationsHash()}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  try {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK])
    const found = await admin.query('select 1 from pg_database where datname = $1', [name])
    if (found.rowCount === 0) {
      const building = `${name}_building`
      await admin.query(`drop database if exists ${building}`)
      await admin.query(`create database ${building}`)
      const url = new URL(adminUrl)
      url.pathname = `/${building}`
      const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '' })
      await database.migrate()
      await database.close()
      await admin.query(`alter database ${building} rename to ${name}`)
    }
  } finally {
    await admin.end()
  }
  return name
}

/** Any number the test files agree on; the session ends with the client, and the lock with it. */
const TEMPLATE_LOCK = 7_151_121

async function migrationsHash(): Promise<string> {
  const hash = createHash('sha256')
  const walk = async (dir: string): Promise<void> => {
    for (const entry of (await readdir(dir, { withFileTypes: true })).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) await walk(path)
      else hash.update(entry.name).update(await readFile(path))
    }
  }
  await walk(MIGRATIONS_DIR)
  return hash.digest('hex').slice(0, 16)
}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  )
