import type { FastifyRequest } from 'fastify'
import { unauthorized } from './errors.ts'

/**
 * The signed-in member's id on a call that requires a session (no /open/ path): the API guard has
 * resolved it already; without one the call answers 401.
 */
export function signedInId(request: FastifyRequest): number {
  if (!request.user) throw unauthorized('Please log in first')
  return request.user.id
}
