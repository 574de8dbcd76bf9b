import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freshDatabase } from '../../testing/app.ts'

const SERVER_DIR = fileURLToPath(new URL('../../../', import.meta.url))
let dataDir: string
let database: { url: string; drop(): Promise<void> } | undefined

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'kid-jobs-kill-'))
  if (process.env.DATABASE_URL) database = await freshDatabase(process.env.DATABASE_URL)
})
afterAll(async () => {
  await database?.drop()
  await rm(dataDir, { recursive: true, force: true })
})

type Event = { event: string; attempt?: number; jobs?: { state: string; attempts: number }[] }

/** One copy of src/testing/job-worker.ts on the test's database; its events as they come. */
function worker(env: Record<string, string>) {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/testing/job-worker.ts'], {
    cwd: SERVER_DIR,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: database?.url ?? '', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const events: Event[] = []
  let buffer = ''
  child.stdout?.on('data', (chunk: Buffer) => {
    buffer += chunk.toString('utf8')
    const lines = buffer.split('\n')
    buffer = lines.pop() ?? ''
    for (const line of lines) if (line.trim()) events.push(JSON.parse(line))
  })
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return { child, events, exited }
}

describe('a job interrupted by kill -9', () => {
  it('runs again after the restart, and only once to the end', async () => {
    const first = worker({ JOB_BLOCK: '1' })
    await expect
      .poll(() => first.events, { timeout: 60_000 })
      .toContainEqual(expect.objectContaining({ event: 'started', attempt: 1 }))
    first.child.kill('SIGKILL')
    await first.exited

    // Restarted once its lease (60 s) has run out: the job runs again; the repeated send is ignored.
    const second = worker({ CLOCK_OFFSET_MS: '61000' })
    expect(await second.exited).toBe(0)
    expect(second.events.filter((e) => e.event !== 'drained')).toEqual([
      { event: 'started', attempt: 2, note: 'once' },
      { event: 'done', attempt: 2 },
    ])
    expect(second.events.at(-1)?.jobs).toEqual([{ state: 'completed', attempts: 2 }])

    // A later start finds it done: it never runs a third time.
    const third = worker({ CLOCK_OFFSET_MS: '122000' })
    expect(await third.exited).toBe(0)
    expect(third.events).toEqual([{ event: 'drained', jobs: [{ state: 'completed', attempts: 2 }] }])
  }, 120_000)
})
