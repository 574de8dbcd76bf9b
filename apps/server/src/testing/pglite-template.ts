import { createHash } from 'node:crypto'
import { cp, mkdtemp, readdir, readFile, rename, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openDatabase } from '../platform/db/database.ts'
import { MIGRATIONS_DIR } from '../platform/paths.ts'

/**
 * Creating a PGlite database runs initdb in WebAssembly and then every migration: seconds of CPU
 * that each of the suite's hundred-odd test apps used to pay. The suite pays it once instead: the
 * first app builds a migrated data directory under the system's temp folder, named by a hash of
 * the migrations, and every app starts from a copy of it. A changed migration names a new template.
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
