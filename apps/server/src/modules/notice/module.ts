import type { FastifyInstance } from 'fastify'
import { noticeRoutes } from './routes.ts'
import { createNotices, type NoticeDeps, type Notices } from './service.ts'

/**
 * The notice module: its calls, and the service other modules write notices through. Register it
 * before the modules that notify, and hand them what it returns.
 */
export async function registerNoticeModule(app: FastifyInstance, deps: NoticeDeps): Promise<Notices> {
  const notices = createNotices(deps)
  await app.register(noticeRoutes, { notices })
  return notices
}
