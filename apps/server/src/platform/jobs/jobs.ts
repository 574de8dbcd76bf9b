import { randomBytes } from 'node:crypto'
import { hostname } from 'node:os'
import { CronExpressionParser } from 'cron-parser'
import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm'
import type { Db, Tx } from '../db/database.ts'
import { platformJobSchedules, platformJobs } from './tables.ts'

/**
 * Job names and their payloads. The module that owns a job declares it here by augmentation, so
 * that `define` and `send` are typed from one place:
 *
 *   declare module '../../platform/jobs/jobs.ts' {
 *     interface JobPayloads { 'mail.send': MailMessage }
 *   }
 *
 * Payloads are stored as JSON (jsonb): plain values only (amounts as decimal strings, not bigint).
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the modules' declarations
export interface JobPayloads {}
export type JobName = keyof JobPayloads & string

/** What a handler knows of the run: `attempt` is 1 on the first run, 2 on the first retry… */
export type JobRun = { id: number; attempt: number }
export type JobHandler<N extends JobName> = (data: JobPayloads[N], run: JobRun) => Promise<void>

export type JobOptions = {
  /** Runs in all, the first included, before the job is dead-lettered ('failed'). Default 5. */
  attempts?: number
  /** The wait before the first retry; each next one doubles it (capped at an hour). Default 10 s. */
  backoffMs?: number
  /** How long a run may go without its copy renewing the lease before another copy takes it. Default 60 s. */
  leaseMs?: number
}

export type SendOptions = {
  /** The idempotency key: a job with this name and key is enqueued once, ever (a second send returns undefined). */
  key?: string
  /** Not before this time (or this many milliseconds from now). */
  startAfter?: Date | number
  /** Enqueue in the caller's transaction: the job exists exactly when what it is about does. */
  tx?: Db | Tx
}

const DEFAULTS = { attempts: 5, backoffMs: 10_000, leaseMs: 60_000 }
const MAX_BACKOFF_MS = 60 * 60_000

export type JobsOptions = {
  db: Db
  onError: (error: unknown, context: { job?: string; id?: number }) => void
  /** How often the queue looks for due jobs; a send in this process wakes it at once. Default 1 s. */
  pollMs?: number
  /** Jobs run at once in this copy. Default 4. */
  concurrency?: number
  /** The clock of run times and leases; tests move it. */
  now?: () => Date
}

type Definition = { handler: (data: unknown, run: JobRun) => Promise<void>; options: typeof DEFAULTS }

/**
 * A durable job queue kept in the database (PGlite or PostgreSQL), on `FOR UPDATE SKIP LOCKED`:
 * every copy of the server polls it and each job is claimed by exactly one copy. A claim is a
 * lease, renewed while the handler runs; a copy killed mid-job stops renewing and, once the lease
 * runs out, another copy (or this one restarted) runs the job again — at least once, so handlers
 * are written to be safe to repeat. Failures are retried with exponential backoff, and after the
 * last attempt the job stays in the table as 'failed' for `admin jobs failed` / `jobs retry`.
 */
export class Jobs {
  readonly #db: Db
  readonly #onError: JobsOptions['onError']
  readonly #pollMs: number
  readonly #concurrency: number
  readonly #now: () => Date
  readonly #worker = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`
  readonly #definitions = new Map<string, Definition>()
  readonly #schedules = new Map<string, string>()
  readonly #inflight = new Set<Promise<void>>()
  /** Ticks run one at a time, so drain() sees every job a tick claimed. */
  #ticking: Promise<void> = Promise.resolve()
  #loop: Promise<void> | undefined
  #stopped = false
  #wake: (() => void) | undefined

  constructor(options: JobsOptions) {
    this.#db = options.db
    this.#onError = options.onError
    this.#pollMs = options.pollMs ?? 1000
    this.#concurrency = options.concurrency ?? 4
    this.#now = options.now ?? (() => new Date())
  }

  /** Registers the handler of a job name (every copy defines the same ones at start). */
  define<N extends JobName>(name: N, handler: JobHandler<N>, options: JobOptions = {}): void {
    if (this.#definitions.has(name)) throw new Error(`The job ${name} is defined twice`)
    this.#definitions.set(name, {
      handler: handler as Definition['handler'],
      options: { ...DEFAULTS, ...options },
    })
  }

  /** Enqueues a job; returns its id, or undefined when its key was used before. */
  async send<N extends JobName>(
    name: N,
    data: JobPayloads[N],
    options: SendOptions = {},
  ): Promise<number | undefined> {
    const { startAfter } = options
    const runAt =
      startAfter === undefined
        ? this.#now()
        : typeof startAfter === 'number'
          ? new Date(this.#now().getTime() + startAfter)
          : startAfter
    const attempts = this.#definitions.get(name)?.options.attempts ?? DEFAULTS.attempts
    const [row] = await (options.tx ?? this.#db)
      .insert(platformJobs)
      .values({ name, data, key: options.key ?? null, runAt, maxAttempts: attempts })
      .onConflictDoNothing({
        target: [platformJobs.name, platformJobs.key],
        where: sql`${platformJobs.key} is not null`,
      })
      .returning({ id: platformJobs.id })
    // In a transaction the row is not visible yet; the next poll (pollMs) finds it.
    if (!options.tx) this.#wake?.()
    return row?.id
  }

  /**
   * Runs `name` on a cron schedule (UTC; five fields, or six with seconds first). The slot is the
   * job's idempotency key, so with N copies each slot runs once. The job is sent with `{}` as data.
   */
  schedule<N extends JobName>(name: N, cron: string): void {
    CronExpressionParser.parse(cron) // a bad expression fails at start, not at the first tick
    this.#schedules.set(name, cron)
  }

  /** Starts polling (after the modules defined their jobs). */
  async start(): Promise<void> {
    await this.#saveSchedules()
    this.#loop = this.#run()
  }

  /** Stops claiming and waits for the jobs this copy is running (app close). */
  async stop(): Promise<void> {
    this.#stopped = true
    this.#wake?.()
    await this.#loop
    await this.#ticking
    await Promise.allSettled(this.#inflight)
  }

  /** Runs every due job (and what they enqueue) to the end: for tests and scripts. */
  async drain(): Promise<void> {
    for (;;) {
      await this.#tick()
      if (this.#inflight.size === 0) return
      await Promise.allSettled(this.#inflight)
    }
  }

  async #run(): Promise<void> {
    while (!this.#stopped) {
      await this.#tick()
      if (this.#stopped) return
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, this.#pollMs)
        this.#wake = () => {
          clearTimeout(timer)
          resolve()
        }
      })
      this.#wake = undefined
    }
  }

  #tick(): Promise<void> {
    this.#ticking = this.#ticking.then(() =>
      this.#enqueueDueSchedules()
        .then(() => this.#claimAndStart())
        .catch((error) => this.#onError(error, {})),
    )
    return this.#ticking
  }

  async #saveSchedules(): Promise<void> {
    const now = this.#now()
    for (const [name, cron] of this.#schedules) {
      const next = nextSlot(cron, now)
      // A changed expression starts from its own next slot; an unchanged one keeps its pending slot.
      await this.#db
        .insert(platformJobSchedules)
        .values({ name, cron, nextRunAt: next })
        .onConflictDoUpdate({
          target: platformJobSchedules.name,
          set: { cron, nextRunAt: next },
          setWhere: sql`${platformJobSchedules.cron} <> ${cron}`,
        })
    }
  }

  async #enqueueDueSchedules(): Promise<void> {
    if (this.#schedules.size === 0) return
    const now = this.#now()
    const due = await this.#db
      .select()
      .from(platformJobSchedules)
      .where(
        and(
          inArray(platformJobSchedules.name, [...this.#schedules.keys()]),
          lte(platformJobSchedules.nextRunAt, now),
        ),
      )
    for (const schedule of due) {
      const slot = schedule.nextRunAt
      await this.send(schedule.name as JobName, {} as JobPayloads[JobName], {
        key: `cron:${slot.toISOString()}`,
        startAfter: slot,
      })
      // Compare-and-set: whichever copy moves the slot first, the others' sends of it were no-ops.
      await this.#db
        .update(platformJobSchedules)
        .set({ nextRunAt: nextSlot(schedule.cron, now) })
        .where(and(eq(platformJobSchedules.name, schedule.name), eq(platformJobSchedules.nextRunAt, slot)))
    }
  }

  async #claimAndStart(): Promise<void> {
    const room = this.#concurrency - this.#inflight.size
    if (room <= 0 || this.#definitions.size === 0 || this.#stopped) return
    const now = this.#now()
    const j = platformJobs
    const claimable = this.#db
      .select({ id: j.id })
      .from(j)
      .where(
        and(
          inArray(j.name, [...this.#definitions.keys()]),
          or(
            and(eq(j.state, 'waiting'), lte(j.runAt, now)),
            and(eq(j.state, 'running'), lt(j.lockedUntil, now)),
          ),
        ),
      )
      .orderBy(asc(j.runAt), asc(j.id))
      .limit(room)
      .for('update', { skipLocked: true })
    // Each claimed job's lease is its own definition's.
    const leases = [...this.#definitions].map(
      ([name, d]) =>
        sql`when ${name} then ${new Date(now.getTime() + d.options.leaseMs).toISOString()}::timestamptz`,
    )
    const claimed = await this.#db
      .update(j)
      .set({
        state: 'running',
        attempts: sql`${j.attempts} + 1`,
        lockedBy: this.#worker,
        lockedUntil: sql`case ${j.name} ${sql.join(leases, sql` `)} end`,
      })
      .where(inArray(j.id, claimable))
      .returning({ id: j.id, name: j.name, data: j.data, attempts: j.attempts, maxAttempts: j.maxAttempts })
    for (const job of claimed) {
      const definition = this.#definitions.get(job.name)
      if (!definition) continue
      const running: Promise<void> = this.#execute(job, definition).finally(() => {
        this.#inflight.delete(running)
        this.#wake?.()
      })
      this.#inflight.add(running)
    }
  }

  async #execute(
    job: { id: number; name: string; data: unknown; attempts: number; maxAttempts: number },
    { handler, options }: Definition,
  ): Promise<void> {
    const mine = and(eq(platformJobs.id, job.id), eq(platformJobs.lockedBy, this.#worker))
    const renew = () =>
      this.#db
        .update(platformJobs)
        .set({ lockedUntil: new Date(this.#now().getTime() + options.leaseMs) })
        .where(mine)
    try {
      const timer = setInterval(() => {
        renew().catch((error) => this.#onError(error, { job: job.name, id: job.id }))
      }, options.leaseMs / 3)
      let failure: unknown
      try {
        await handler(job.data, { id: job.id, attempt: job.attempts })
      } catch (error) {
        failure = error
      } finally {
        clearInterval(timer)
      }
      const now = this.#now()
      if (failure === undefined) {
        await this.#db
          .update(platformJobs)
          .set({ state: 'completed', finishedAt: now, lockedBy: null, lockedUntil: null })
          .where(mine)
        return
      }
      this.#onError(failure, { job: job.name, id: job.id })
      const last = job.attempts >= job.maxAttempts
      const wait = Math.min(options.backoffMs * 2 ** (job.attempts - 1), MAX_BACKOFF_MS)
      await this.#db
        .update(platformJobs)
        .set({
          state: last ? 'failed' : 'waiting',
          runAt: last ? undefined : new Date(now.getTime() + wait),
          finishedAt: last ? now : null,
          lastError: errorText(failure),
          lockedBy: null,
          lockedUntil: null,
        })
        .where(mine)
    } catch (error) {
      // The database failed under us: the lease runs out and the job is claimed again.
      this.#onError(error, { job: job.name, id: job.id })
    }
  }
}

/** The first slot of `cron` strictly after `after` (UTC). */
export function nextSlot(cron: string, after: Date): Date {
  return CronExpressionParser.parse(cron, { currentDate: after, tz: 'UTC' }).next().toDate()
}

const errorText = (error: unknown) =>
  (error instanceof Error ? (error.stack ?? error.message) : String(error)).slice(0, 4000)
