import { execFile } from 'node:child_process'
import { cp, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import drizzleConfig from '../../drizzle.config.ts'
import { MIGRATIONS_DIR } from '../platform/paths.ts'

const run = promisify(execFile)
const serverDir = join(MIGRATIONS_DIR, '../../..')
const work = await mkdtemp(join(tmpdir(), 'kid-migrations-'))
afterAll(() => rm(work, { recursive: true, force: true }))

describe('committed migrations', () => {
  it('match the tables: drizzle-kit generate on a copy finds nothing to add', async () => {
    const out = join(work, 'migrations')
    await cp(MIGRATIONS_DIR, out, { recursive: true })
    // drizzle-kit reads `out` relative to its working directory, and a config only as .js/.ts.
    const config = join(work, 'drizzle.config.mjs')
    await writeFile(
      config,
      `export default ${JSON.stringify({ ...drizzleConfig, out: relative(serverDir, out) })}`,
    )
    const before = await readdir(out)
    const { stdout } = await run('npx', ['drizzle-kit', 'generate', `--config=${config}`], { cwd: serverDir })
    expect(stdout).toContain('No schema changes')
    expect(await readdir(out), `stale migrations: run npm run db:generate -w @kid/server\n${stdout}`).toEqual(
      before,
    )
  }, 60_000)
})
