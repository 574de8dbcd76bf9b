import { Code } from '@kid/shared/codes'
import { fail, ok } from '@kid/shared/envelope'
import type { FastifyInstance } from 'fastify'
import type { Readiness } from './readiness.ts'

/**
 * /healthz: the process answers (liveness). /readyz: every registered part works (readiness);
 * 503 otherwise, so a load balancer stops sending traffic. Neither needs the signature header.
 */
export function healthRoutes(app: FastifyInstance, readiness: Readiness): void {
  app.get('/healthz', async () => ok({ status: 'live' }))
  app.get('/readyz', async (_request, reply) => {
    const report = await readiness.report()
    if (report.ready) return ok(report)
    return reply.status(503).send(fail(Code.SERVER_ERROR, 'Not ready', report))
  })
}
