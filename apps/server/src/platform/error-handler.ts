import { Code } from '@kid/shared/codes'
import { type Envelope, fail } from '@kid/shared/envelope'
import type { FastifyError, FastifyInstance } from 'fastify'
import { ApiError } from './errors.ts'

/** Fastify and plugin errors are mapped by their HTTP status to the spec's failure envelope. */
const CODE_BY_STATUS: Record<number, number> = {
  404: Code.NOT_FOUND,
  413: Code.PAYLOAD_TOO_LARGE,
  415: Code.UNSUPPORTED_MEDIA,
  429: Code.RATE_LIMITED,
}

type Answer = { status: number; body: Envelope<unknown> }

/**
 * Turns any thrown error into an envelope. Bad input is never a 500: every 4xx from Fastify
 * (malformed JSON, wrong content type, body too large, validation) becomes HTTP 200 with a
 * failure code and Fastify's message, which names the problem without internals.
 */
export function toEnvelope(error: FastifyError | Error): Answer {
  if (error instanceof ApiError) return { status: error.statusCode, body: fail(error.code, error.message) }
  const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500
  if (status >= 400 && status < 500) {
    const code = CODE_BY_STATUS[status] ?? Code.BAD_REQUEST
    return { status: status === 404 ? 404 : 200, body: fail(code, error.message) }
  }
  // Faults keep their status (default 500) and never show their message or stack to clients.
  return { status, body: fail(Code.SERVER_ERROR, 'Internal server error') }
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    const answer = toEnvelope(error)
    if (answer.status >= 500) request.log.error({ err: error }, 'request failed')
    else if (error instanceof ApiError && error.detail)
      request.log.info({ detail: error.detail }, error.message)
    return reply.status(answer.status).send(answer.body)
  })
  app.setNotFoundHandler((request, reply) =>
    reply
      .status(404)
      .send(fail(Code.NOT_FOUND, `No such path: ${request.method} ${request.url.split('?')[0] ?? ''}`)),
  )
}
