import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser } from '../modules/account/users.ts'
import { type Database, openDatabase } from '../platform/db/database.ts'
import { Jobs } from '../platform/jobs/jobs.ts'
import { seedPgliteDir } from '../testing/migrated-template.ts'
import { runCommand, UsageError } from './commands.ts'

declare module '../platform/jobs/jobs.ts' {
  interface JobPayloads {
    'test.admin': { note: string }
  }
}

const exec = promisify(execFile)
const SERVER_DIR = fileURLToPath(new URL('../../', import.meta.url))
let dataDir: string
let database: Database
let deadLetter: number

/** Runs `npm run admin -- ...` as the operator would: a child process on the same DATA_DIR. */
async function adminProcess(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await exec('node', ['--import', 'tsx', 'src/admin/cli.ts', ...args], {
      cwd: SERVER_DIR,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
    })
    return { code: 0, stdout, stderr }
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string }
    return { code: e.code, stdout: e.stdout, stderr: e.stderr }
  }
}

/**
 * The commands themselves run in this process, on the same database the process test opens: a
 * child process per command cost seconds each; the process tests below cover what cli.ts adds
 * (exit codes, usage text, the lock check).
 */
const admin = (...args: string[]) =>
  runCommand(database.db, args, { actor: 'operator:test', chainId: 31337 }).then((r) => r.output)

// The process and the embedded database are what this file is about: with DATABASE_URL (CI's second
// pass) the commands' SQL is covered by ledger-commands.test.ts and the other command tests.
describe.skipIf(Boolean(process.env.DATABASE_URL))('npm run admin', () => {
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'kid-admin-'))
    await seedPgliteDir(join(dataDir, 'pglite'))
    database = await openDatabase({ databaseUrl: undefined, dataDir })
    await database.migrate()
    await createUser(database.db, { email: 'target@example.com' })
    // A job that fails its only attempt: a dead letter for the jobs commands.
    const jobs = new Jobs({ db: database.db, onError: () => undefined })
    jobs.define(
      'test.admin',
      async () => {
        throw new Error('the partner API answered 503')
      },
      { attempts: 1 },
    )
    deadLetter = (await jobs.send('test.admin', { note: 'sync' })) ?? 0
    await jobs.drain()
  })
  afterAll(async () => {
    await database?.close()
    await rm(dataDir, { recursive: true, force: true })
  })

  it('blocks and unblocks an account by e-mail, a device and an IP, and lists them', async () => {
    expect(await admin('blacklist', 'add', 'account', 'target@example.com', '--reason', 'spam')).toMatch(
      /^Blocked account \d+\.$/m,
    )
    expect(await admin('blacklist', 'add', 'device', 'phone-9')).toContain('Blocked device phone-9.')
    expect(await admin('blacklist', 'add', 'ip', '192.0.2.4')).toContain('Blocked ip 192.0.2.4.')
    const list = await admin('blacklist', 'list')
    expect(list).toContain('"reason":"spam"')
    expect(list.trim().split('\n')).toHaveLength(3)
    expect(await admin('blacklist', 'remove', 'device', 'phone-9')).toContain('Unblocked device phone-9.')
  }, 60_000)

  it('limits and frees IP ranges, and adds partners', async () => {
    expect(await admin('iplimit', 'add', '203.0.113.0/24')).toContain('Limited 203.0.113.0/24.')
    expect(await admin('iplimit', 'list')).toContain('"cidr":"203.0.113.0/24"')
    expect(await admin('iplimit', 'remove', '203.0.113.0/24')).toContain('Lifted the limit')
    const added = await admin(
      'partner',
      'add',
      'brand',
      '--name',
      'Acme',
      '--logo',
      '/acme.png',
      '--link',
      'https://acme.example',
    )
    expect(added).toMatch(/Added brand partner #\d+ Acme\./)
    expect(await admin('partner', 'list', 'brand')).toContain('"name":"Acme"')
  }, 60_000)

  it('adds, lists and removes home page banners, refusing a banner without a proper picture', async () => {
    const added = await admin(
      'banner',
      'add',
      '--image',
      '/uploads/drop.png',
      '--title',
      'Spring drop',
      '--sort',
      '2',
    )
    const id = /Added banner #(\d+) Spring drop\./.exec(added)?.[1]
    expect(id).toBeDefined()
    expect(await admin('banner', 'list')).toContain('"imageUrl":"/uploads/drop.png"')
    await expect(admin('banner', 'add', '--image', 'javascript:alert(1)')).rejects.toThrow(
      new UsageError('A banner link is a path (/…) or an http(s) URL.'),
    )
    expect(await admin('banner', 'remove', String(id))).toContain(`Removed banner #${id}.`)
    expect((await admin('banner', 'list')).trim()).toBe('(none)')
  }, 60_000)

  it('lists dead-letter jobs and queues one again', async () => {
    const [row] = (await admin('jobs', 'failed'))
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line))
    expect(row).toMatchObject({
      id: deadLetter,
      name: 'test.admin',
      attempts: 1,
      data: { note: 'sync' },
      lastError: 'Error: the partner API answered 503',
    })
    expect(await admin('jobs', 'retry', String(deadLetter))).toContain(`Job #${deadLetter} is queued again`)
    expect((await admin('jobs', 'failed')).trim()).toBe('(none)')
    expect(await admin('jobs', 'retry', String(deadLetter))).toContain(`No failed job #${deadLetter}.`)
    await expect(admin('jobs', 'retry', 'x')).rejects.toThrow(UsageError)
  }, 60_000)

  it('explains a mistake in words, and the process prints the usage and exits with 2', async () => {
    await expect(admin('blacklist', 'add', 'account', 'nobody@example.com')).rejects.toThrow(
      'No account matches nobody@example.com',
    )
    // One real process for what cli.ts adds: the usage text and the exit code. It opens the
    // database this file holds, so this file's connection steps aside for it.
    await database.close()
    try {
      const bad = await adminProcess('blacklist', 'add', 'planet', 'x')
      expect(bad.code).toBe(2)
      expect(bad.stderr).toContain('Say which: account, device or ip')
      expect(bad.stderr).toContain('Usage: npm run admin -- <command>')
      const listed = await adminProcess('blacklist', 'list')
      expect(listed).toMatchObject({ code: 0, stdout: expect.stringContaining('"reason":"spam"') })
    } finally {
      database = await openDatabase({ databaseUrl: undefined, dataDir })
    }
  }, 60_000)

  it('refuses to open an embedded database that another process holds', async () => {
    // This file's open database stands for the running server: PGlite marks its directory.
    expect(existsSync(join(dataDir, 'pglite', 'postmaster.pid'))).toBe(true)
    const res = await adminProcess('blacklist', 'list')
    expect(res.code).toBe(3)
    expect(res.stderr).toContain('is in use (is the server running?)')
    expect(res.stderr).toContain('/admin/run')
  }, 60_000)
})
