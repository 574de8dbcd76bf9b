import { Readable } from 'node:stream'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { sendPageBody } from './page-encoding.ts'

/**
 * The Fastify request as a Web Request for React Router: same method, headers and body stream,
 * with an absolute URL on the site's origin, and aborted if the client goes away.
 */
export function toWebRequest(request: FastifyRequest, reply: FastifyReply, origin: string): Request {
  const headers = new Headers()
  for (const [name, value] of Object.entries(request.headers)) {
    // HTTP/2 pseudo-headers (":path") are not headers of the Fetch API.
    if (value === undefined || name.startsWith(':')) continue
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one)
  }
  const controller = new AbortController()
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort()
  })
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD'
  return new Request(new URL(request.url, origin), {
    method: request.method,
    headers,
    signal: controller.signal,
    // The web routes keep the body unparsed (see web.ts); React Router actions read it.
    body: hasBody ? (Readable.toWeb(request.raw) as ReadableStream<Uint8Array>) : undefined,
    duplex: 'half',
  } as RequestInit)
}

/**
 * A visitor's page request as rendered for the cache: GET, the visitor's headers without any cookie
 * (a cached page must not depend on one visitor's), and not aborted when that visitor goes away,
 * since others may be waiting on the same render.
 */
export function visitorRequest(request: FastifyRequest, origin: string): Request {
  const headers = new Headers()
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name.startsWith(':') || name === 'cookie') continue
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one)
  }
  return new Request(new URL(request.url, origin), { method: 'GET', headers })
}

/**
 * Streams a Web Response back: status, headers (each set-cookie on its own line) and body, encoded
 * as the request accepts (page-encoding.ts).
 */
export function sendWebResponse(
  reply: FastifyReply,
  response: Response,
  head: boolean,
): Promise<FastifyReply> {
  reply.status(response.status)
  for (const [name, value] of response.headers) if (name !== 'set-cookie') reply.header(name, value)
  const cookies = response.headers.getSetCookie()
  if (cookies.length) reply.header('set-cookie', cookies)
  if (!response.body || head) return sendPageBody(reply, undefined)
  return sendPageBody(reply, Readable.fromWeb(response.body as import('node:stream/web').ReadableStream))
}
