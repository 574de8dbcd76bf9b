import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser } from '../modules/account/users.ts'
import { openDatabase } from '../platform/db/database.ts'
import { Jobs } from '../platform/jobs/jobs.ts'

declare module '../platform/jobs/jobs.ts' {
  interface JobPayloads {
    'test.admin': { note: string }
  }
}

const run = promisify(execFile)
const SERVER_DIR = fileURLToPath(new URL('../../', import.meta.url))
let dataDir: string
let deadLetter: number

/** Runs `npm run admin -- ...` as the operator would: a child process on the same DATA_DIR (or DATABASE_URL). */
async function admin(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run('node', ['--import', 'tsx', 'src/admin/cli.ts', ...args], {
      cwd: SERVER_DIR,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
    })
    return { code: 0, stdout, stderr }
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string }
    return { code: e.code, stdout: e.stdout, stderr: e.stderr }
  }
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'kid-admin-'))
  const database = await openDatabase({ databaseUrl: undefined, dataDir })
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
  await database.close()
})
afterAll(() => rm(dataDir, { recursive: true, force: true }))

describe('npm run admin', () => {
  it('blocks and unblocks an account by e-mail, a device and an IP, and lists them', async () => {
    expect(
      (await admin('blacklist', 'add', 'account', 'target@example.com', '--reason', 'spam')).stdout,
    ).toMatch(/^Blocked account \d+\.$/m)
    expect((await admin('blacklist', 'add', 'device', 'phone-9')).stdout).toContain('Blocked device phone-9.')
    expect((await admin('blacklist', 'add', 'ip', '192.0.2.4')).stdout).toContain('Blocked ip 192.0.2.4.')
    const list = await admin('blacklist', 'list')
    expect(list.stdout).toContain('"reason":"spam"')
    expect(list.stdout.trim().split('\n')).toHaveLength(3)
    expect((await admin('blacklist', 'remove', 'device', 'phone-9')).stdout).toContain(
      'Unblocked device phone-9.',
    )
  }, 60_000)

  it('limits and frees IP ranges, and adds partners', async () => {
    expect((await admin('iplimit', 'add', '203.0.113.0/24')).stdout).toContain('Limited 203.0.113.0/24.')
    expect((await admin('iplimit', 'list')).stdout).toContain('"cidr":"203.0.113.0/24"')
    expect((await admin('iplimit', 'remove', '203.0.113.0/24')).stdout).toContain('Lifted the limit')
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
    expect(added.stdout).toMatch(/Added brand partner #\d+ Acme\./)
    expect((await admin('partner', 'list', 'brand')).stdout).toContain('"name":"Acme"')
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
    const id = /Added banner #(\d+) Spring drop\./.exec(added.stdout)?.[1]
    expect(id).toBeDefined()
    expect((await admin('banner', 'list')).stdout).toContain('"imageUrl":"/uploads/drop.png"')
    const bad = await admin('banner', 'add', '--image', 'javascript:alert(1)')
    expect(bad).toMatchObject({ code: 2 })
    expect(bad.stderr).toContain('A banner link is a path (/…) or an http(s) URL.')
    expect((await admin('banner', 'remove', String(id))).stdout).toContain(`Removed banner #${id}.`)
    expect((await admin('banner', 'list')).stdout.trim()).toBe('(none)')
  }, 60_000)

  it('lists dead-letter jobs and queues one again', async () => {
    const failed = await admin('jobs', 'failed')
    expect(failed.code).toBe(0)
    const [row] = failed.stdout
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
    expect((await admin('jobs', 'retry', String(deadLetter))).stdout).toContain(
      `Job #${deadLetter} is queued again`,
    )
    expect((await admin('jobs', 'failed')).stdout.trim()).toBe('(none)')
    expect((await admin('jobs', 'retry', String(deadLetter))).stdout).toContain(
      `No failed job #${deadLetter}.`,
    )
    expect((await admin('jobs', 'retry', 'x')).code).toBe(2)
  }, 60_000)

  it('explains mistakes with the usage and exit code 2', async () => {
    const bad = await admin('blacklist', 'add', 'planet', 'x')
    expect(bad.code).toBe(2)
    expect(bad.stderr).toContain('Say which: account, device or ip')
    expect(bad.stderr).toContain('Usage: npm run admin -- <command>')
    const unknown = await admin('blacklist', 'add', 'account', 'nobody@example.com')
    expect(unknown).toMatchObject({ code: 2 })
    expect(unknown.stderr).toContain('No account matches nobody@example.com')
  }, 60_000)

  it('refuses to open an embedded database that a running server holds', async () => {
    const pid = join(dataDir, 'pglite', 'postmaster.pid')
    await writeFile(pid, '-42\n')
    try {
      const res = await admin('blacklist', 'list')
      expect(res.code).toBe(3)
      expect(res.stderr).toContain('is in use (is the server running?)')
      expect(res.stderr).toContain('/admin/run')
    } finally {
      await rm(pid)
    }
  }, 60_000)
})
