import { type IncomingMessage, STATUS_CODES } from 'node:http'
import type { Duplex } from 'node:stream'
import type { TLSSocket } from 'node:tls'
import { Code } from '@kid/shared/codes'
import { fail } from '@kid/shared/envelope'
import { tokenFromAuthorization } from '@kid/shared/headers'
import { MAX_CLIENT_FRAME_BYTES, REALTIME_PATH, RESUME_PARAM } from '@kid/shared/realtime/frames'
import type { FastifyInstance } from 'fastify'
import { WebSocketServer } from 'ws'
import type { SessionUser } from '../api-guard.ts'
import { CROSS_SITE_MESSAGE } from '../api-guard.ts'
import type { Config } from '../config/config.ts'
import { ApiError } from '../errors.ts'
import { comesFromSite } from '../same-origin.ts'
import { tokenFromCookie } from '../session-cookie.ts'
import type { RealtimeHub, SocketOwner } from './hub.ts'

export type EndpointOptions = {
  authenticate: (token: string) => Promise<SessionUser | undefined>
  /** Throws the blacklist's ApiError when the member, or the IP, may not be served. */
  checkUser: (owner: SocketOwner) => void
  /** The client's address, as client-ip.ts reads it behind the trusted proxies. */
  clientIp: (request: IncomingMessage) => string
  /** The site a cookie-authenticated socket must be opened from. */
  site: Pick<Config, 'publicUrl' | 'production'>
}

type Admission =
  | { owner: SocketOwner; after: bigint | undefined }
  | { status: number; code: number; msg: string }

/** Sockets one member may hold on one copy (a tab each; hidden tabs let theirs go after a minute). */
export const MAX_SOCKETS_PER_MEMBER = 20

/** Resume ids are decimal row ids; the client sends back one it was given. */
const ID_TEXT = /^\d{1,19}$/

/**
 * GET /realtime, upgraded to a WebSocket. It sits outside /api: a browser cannot add the signature
 * header to a WebSocket. The session authenticates it: `Authorization: Bearer` (apps) or the
 * HttpOnly `token` cookie, and a cookie counts only on an upgrade a page of the site asked for
 * (Origin), since a browser sends the cookie along with any site's WebSocket (cross-site WebSocket
 * hijacking). A refused upgrade gets an HTTP answer and no socket.
 */
export function registerRealtimeEndpoint(app: FastifyInstance, hub: RealtimeHub, options: EndpointOptions) {
  const server = new WebSocketServer({ noServer: true, maxPayload: MAX_CLIENT_FRAME_BYTES })

  async function admit(request: IncomingMessage, url: URL): Promise<Admission> {
    const fromHeader = tokenFromAuthorization(one(request.headers.authorization))
    const token = fromHeader ?? tokenFromCookie(request.headers.cookie)
    if (!token) return { status: 401, code: Code.UNAUTHORIZED, msg: 'Please log in first' }
    const site = {
      headers: request.headers,
      protocol: (request.socket as TLSSocket).encrypted ? 'https' : 'http',
      host: request.headers.host ?? '',
    } as const
    if (!fromHeader && !comesFromSite(site, options.site))
      return { status: 403, code: Code.CROSS_SITE, msg: CROSS_SITE_MESSAGE }
    const afterText = url.searchParams.get(RESUME_PARAM)
    if (afterText !== null && !ID_TEXT.test(afterText))
      return { status: 400, code: Code.BAD_REQUEST, msg: `${RESUME_PARAM} must be an event id` }
    const user = await options.authenticate(token)
    if (!user)
      return { status: 401, code: Code.UNAUTHORIZED, msg: 'Your session has expired, please log in again' }
    const owner = { userId: user.id, sessionId: user.sessionId, ip: options.clientIp(request) }
    try {
      options.checkUser(owner)
    } catch (error) {
      if (error instanceof ApiError) return { status: 403, code: error.code, msg: error.message }
      throw error
    }
    if (hub.socketsOf(user.id) >= MAX_SOCKETS_PER_MEMBER)
      return {
        status: 429,
        code: Code.RATE_LIMITED,
        msg: 'Too many open connections; close a tab and try again',
      }
    return { owner, after: afterText === null ? undefined : BigInt(afterText) }
  }

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = urlOf(request)
    if (url?.pathname !== REALTIME_PATH) {
      // In development Vite's HMR socket rides on this server too and answers its own upgrades.
      if (app.server.listenerCount('upgrade') === 1) refuse(socket, 404, Code.NOT_FOUND, 'Not found')
      return
    }
    socket.on('error', () => socket.destroy())
    admit(request, url).then(
      (admission) => {
        if ('status' in admission) return refuse(socket, admission.status, admission.code, admission.msg)
        server.handleUpgrade(request, socket, head, (ws) => {
          hub.open(ws, admission.owner, admission.after).catch((error) => app.log.error({ err: error }))
        })
      },
      (error) => {
        app.log.error({ err: error }, 'realtime upgrade failed')
        refuse(socket, 500, Code.SERVER_ERROR, 'Something went wrong, please try again')
      },
    )
  }
  app.server.on('upgrade', onUpgrade)
  app.addHook('onClose', async () => {
    app.server.off('upgrade', onUpgrade)
    server.close()
  })
}

/** The upgrade's URL; undefined when the request line holds none a URL parser takes (never a throw). */
function urlOf(request: IncomingMessage): URL | undefined {
  try {
    return new URL(request.url ?? '/', 'http://upgrade')
  } catch {
    return undefined
  }
}

function one(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value
}

/** An HTTP answer on the socket that asked to upgrade, in the API's envelope, then the socket ends. */
function refuse(socket: Duplex, status: number, code: number, msg: string): void {
  const body = JSON.stringify(fail(code, msg))
  socket.end(
    [
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Connection: close',
      '',
      body,
    ].join('\r\n'),
  )
}
