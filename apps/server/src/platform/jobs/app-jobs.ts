import type { FastifyInstance } from 'fastify'
import type { Db } from '../db/database.ts'
import { Jobs } from './jobs.ts'
import { schedulePrune } from './prune.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** The job queue; tests run what is due with `app.jobs.drain()`. */
    jobs: Jobs
  }
}

/**
 * The app's job queue: modules define their jobs while the app is built, the queue starts polling
 * once it is ready and, on close, finishes the jobs it is running before the database closes.
 */
export function registerJobs(app: FastifyInstance, db: Db, now?: () => Date): Jobs {
  const jobs = new Jobs({
    db,
    now,
    onError: (error, job) =>
      app.log.error({ err: error, ...job }, job.job ? 'job failed' : 'job queue poll failed'),
  })
  app.decorate('jobs', jobs)
  schedulePrune(jobs, db, now)
  app.addHook('onReady', () => jobs.start())
  app.addHook('preClose', () => jobs.stop())
  return jobs
}
