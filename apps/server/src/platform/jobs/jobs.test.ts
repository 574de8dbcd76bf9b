import { eq } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type RawDatabase, rawDatabase } from '../../testing/raw-database.ts'
import { failedJobs, retryJob } from './dead-letters.ts'
import { Jobs, type JobsOptions } from './jobs.ts'
import { KEEP_COMPLETED_MS, schedulePrune } from './prune.ts'
import { platformJobs } from './tables.ts'

declare module './jobs.ts' {
  interface JobPayloads {
    'test.note': { text: string }
    'test.tick': Record<string, never>
  }
}

let raw: RawDatabase
let clock: Date
const errors: unknown[] = []
const queues: Jobs[] = []

beforeEach(async () => {
  raw = await rawDatabase({ migrated: true })
  clock = new Date('2026-01-05T10:00:00Z')
  errors.length = 0
})
afterEach(async () => {
  for (const q of queues.splice(0)) await q.stop()
  await raw.close()
})

/** A queue on the test database and clock; tests run it with drain(), never by its poll timer. */
function queue(options: Partial<JobsOptions> = {}) {
  const jobs = new Jobs({
    db: raw.db,
    onError: (error) => errors.push(error),
    now: () => clock,
    ...options,
  })
  queues.push(jobs)
  return jobs
}
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms)
}
const row = async (id: number) => (await raw.db.select().from(platformJobs).where(eq(platformJobs.id, id)))[0]

describe('the job queue', () => {
  it('runs a job sent now, with its payload', async () => {
    const jobs = queue()
    const seen: string[] = []
    jobs.define('test.note', async (data) => void seen.push(data.text))
    const id = await jobs.send('test.note', { text: 'hello' })
    await jobs.drain()
    expect(seen).toEqual(['hello'])
    expect(await row(id ?? 0)).toMatchObject({ state: 'completed', attempts: 1 })
  })

  it('runs a delayed job only once its time has come', async () => {
    const jobs = queue()
    const seen: string[] = []
    jobs.define('test.note', async (data) => void seen.push(data.text))
    await jobs.send('test.note', { text: 'later' }, { startAfter: 60_000 })
    await jobs.drain()
    expect(seen).toEqual([])
    advance(59_999)
    await jobs.drain()
    expect(seen).toEqual([])
    advance(1)
    await jobs.drain()
    expect(seen).toEqual(['later'])
  })

  it('runs a job with an idempotency key once, however often it is sent', async () => {
    const jobs = queue()
    const seen: string[] = []
    jobs.define('test.note', async (data) => void seen.push(data.text))
    const first = await jobs.send('test.note', { text: 'one' }, { key: 'order-7' })
    expect(first).toBeTypeOf('number')
    await jobs.drain()
    expect(await jobs.send('test.note', { text: 'two' }, { key: 'order-7' })).toBeUndefined()
    await jobs.drain()
    expect(seen).toEqual(['one'])
    // Another key, or none, is another job.
    await jobs.send('test.note', { text: 'three' }, { key: 'order-8' })
    await jobs.send('test.note', { text: 'four' })
    await jobs.drain()
    expect(seen.sort()).toEqual(['four', 'one', 'three'])
  })

  it('enqueues in the caller’s transaction: a rolled-back send leaves no job', async () => {
    const jobs = queue()
    const seen: string[] = []
    jobs.define('test.note', async (data) => void seen.push(data.text))
    await expect(
      raw.db.transaction(async (tx) => {
        await jobs.send('test.note', { text: 'never' }, { tx })
        throw new Error('the order failed')
      }),
    ).rejects.toThrow('the order failed')
    await raw.db.transaction(async (tx) => {
      await jobs.send('test.note', { text: 'kept' }, { tx })
    })
    await jobs.drain()
    expect(seen).toEqual(['kept'])
  })

  it('retries a failing job with exponential backoff, then dead-letters it', async () => {
    const jobs = queue()
    const attempts: number[] = []
    jobs.define(
      'test.note',
      async (_data, run) => {
        attempts.push(run.attempt)
        throw new Error(`SMTP refused (attempt ${run.attempt})`)
      },
      { attempts: 3, backoffMs: 1000 },
    )
    const id = (await jobs.send('test.note', { text: 'x' })) ?? 0
    await jobs.drain()
    expect(attempts).toEqual([1])
    expect(await row(id)).toMatchObject({ state: 'waiting', runAt: new Date(clock.getTime() + 1000) })
    advance(999)
    await jobs.drain()
    expect(attempts).toEqual([1])
    advance(1)
    await jobs.drain()
    expect(attempts).toEqual([1, 2])
    // The second wait is twice the first.
    advance(1999)
    await jobs.drain()
    expect(attempts).toEqual([1, 2])
    advance(1)
    await jobs.drain()
    expect(attempts).toEqual([1, 2, 3])
    const dead = await row(id)
    expect(dead).toMatchObject({ state: 'failed', attempts: 3 })
    expect(dead?.lastError).toContain('SMTP refused (attempt 3)')
    // Dead letters stay: no later drain runs them again.
    advance(24 * 60 * 60_000)
    await jobs.drain()
    expect(attempts).toEqual([1, 2, 3])
    expect(errors).toHaveLength(3)
  })

  it('lists dead letters and runs one again when an operator retries it', async () => {
    const jobs = queue()
    let healthy = false
    const delivered: string[] = []
    jobs.define(
      'test.note',
      async (data) => {
        if (!healthy) throw new Error('mail server down')
        delivered.push(data.text)
      },
      { attempts: 1 },
    )
    const id = (await jobs.send('test.note', { text: 'welcome' })) ?? 0
    await jobs.drain()
    const failed = await failedJobs(raw.db)
    expect(failed).toMatchObject([{ id, name: 'test.note', attempts: 1, data: { text: 'welcome' } }])
    expect(failed[0]?.lastError).toContain('mail server down')
    healthy = true
    expect(await retryJob(raw.db, id, clock)).toBe(true)
    // Only a dead letter can be retried.
    expect(await retryJob(raw.db, id, clock)).toBe(false)
    await jobs.drain()
    expect(delivered).toEqual(['welcome'])
    expect(await failedJobs(raw.db)).toEqual([])
    expect(await row(id)).toMatchObject({ state: 'completed' })
  })

  it('runs a scheduled job once per cron slot', async () => {
    const jobs = queue()
    const runs: Date[] = []
    jobs.define('test.tick', async () => void runs.push(clock))
    jobs.schedule('test.tick', '*/15 * * * *')
    await jobs.start()
    await jobs.drain()
    expect(runs).toEqual([])
    advance(15 * 60_000) // 10:15, the first slot
    await jobs.drain()
    await jobs.drain()
    expect(runs.map((d) => d.toISOString())).toEqual(['2026-01-05T10:15:00.000Z'])
    // A copy that slept through two slots catches up with the next one, not with both.
    advance(31 * 60_000) // 10:46
    await jobs.drain()
    expect(runs).toHaveLength(2)
    advance(14 * 60_000) // 11:00
    await jobs.drain()
    expect(runs).toHaveLength(3)
  })

  it('refuses a bad cron expression at once', () => {
    expect(() => queue().schedule('test.tick', 'every day')).toThrow()
  })

  it('runs a job whose copy stopped renewing its lease again, on another copy', async () => {
    const first = queue()
    let release = () => {}
    const started: string[] = []
    first.define(
      'test.note',
      async () => {
        started.push('first')
        await new Promise<void>((resolve) => {
          release = resolve
        })
        throw new Error('the first copy finished too late')
      },
      { leaseMs: 30_000 },
    )
    const id = (await first.send('test.note', { text: 'x' })) ?? 0
    const running = first.drain()
    await expect.poll(() => started).toEqual(['first'])
    const second = queue()
    second.define('test.note', async () => void started.push('second'), { leaseMs: 30_000 })
    await second.drain()
    expect(started).toEqual(['first']) // the lease holds
    advance(30_001)
    await second.drain()
    expect(started).toEqual(['first', 'second'])
    expect(await row(id)).toMatchObject({ state: 'completed', attempts: 2 })
    // The first copy, back too late, cannot undo what the second did.
    release()
    await running
    expect(await row(id)).toMatchObject({ state: 'completed', attempts: 2 })
  })

  it('finishes the jobs it is running when stopped, and claims no more', async () => {
    const jobs = queue({ pollMs: 5 })
    let release = () => {}
    const done: string[] = []
    jobs.define('test.note', async (data) => {
      if (data.text === 'slow') await new Promise<void>((resolve) => (release = resolve))
      done.push(data.text)
    })
    await jobs.send('test.note', { text: 'slow' })
    await jobs.start()
    await expect.poll(async () => (await raw.db.select().from(platformJobs))[0]?.state).toBe('running')
    const stopping = jobs.stop()
    await jobs.send('test.note', { text: 'after stop' })
    release()
    await stopping
    expect(done).toEqual(['slow'])
    const states = (await raw.db.select().from(platformJobs)).map((r) => r.state).sort()
    expect(states).toEqual(['completed', 'waiting'])
  })
})

describe('pruning', () => {
  it('drops completed jobs after a week, keeping dead letters and keyed jobs', async () => {
    const jobs = queue()
    schedulePrune(jobs, raw.db, () => clock)
    jobs.define(
      'test.note',
      async (data) => {
        if (data.text === 'fail') throw new Error('no')
      },
      { attempts: 1 },
    )
    const plain = await jobs.send('test.note', { text: 'plain' })
    const keyed = await jobs.send('test.note', { text: 'keyed' }, { key: 'invoice-1' })
    const dead = await jobs.send('test.note', { text: 'fail' })
    await jobs.start()
    await jobs.drain()
    advance(KEEP_COMPLETED_MS - 60_000)
    await jobs.drain()
    expect(await row(plain ?? 0)).toBeDefined()
    advance(2 * 60_000)
    await jobs.drain()
    expect(await row(plain ?? 0)).toBeUndefined()
    expect(await row(keyed ?? 0)).toMatchObject({ state: 'completed' })
    expect(await row(dead ?? 0)).toMatchObject({ state: 'failed' })
    // A keyed job stays a no-op to send again.
    expect(await jobs.send('test.note', { text: 'keyed' }, { key: 'invoice-1' })).toBeUndefined()
  })
})
