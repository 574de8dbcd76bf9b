import { createHash } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
// request.clientIp, typed where it is decorated (also for programs without app.ts, e.g. bench).
import './client-ip.ts'

/**
 * Who counts as one visitor for views and visits: the member when signed in, else the client IP
 * (request.clientIp, which the API's per-IP rate limit also keys on). Never a header the client
 * chooses, such as `device`: a new value per request would be a new visitor each time. Answered
 * as a short hash, so counters never keep a raw IP.
 */
export function visitorOf(request: FastifyRequest): string {
  const who = request.user ? `user:${request.user.id}` : `ip:${request.clientIp}`
  return createHash('sha256').update(who).digest('base64url').slice(0, 22)
}
