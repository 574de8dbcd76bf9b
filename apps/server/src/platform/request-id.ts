import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { FastifyInstance } from 'fastify'

/** A caller's id is kept (so a proxy's or client's id links the logs) when it is short and plain. */
const ACCEPTABLE = /^[\w.:-]{1,128}$/

export function genReqId(req: IncomingMessage): string {
  const given = req.headers['x-request-id']
  return typeof given === 'string' && ACCEPTABLE.test(given) ? given : randomUUID()
}

/** Synchronous (done), as every hook run on every request: an async one costs a promise each time. */
export function echoRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id)
    done()
  })
}
