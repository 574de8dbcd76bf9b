import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify'
import type { SessionUser } from '../modules/account/session.ts'
import { parseContext, type RequestContext } from './context.ts'
import { unauthorized } from './errors.ts'
import { takeInternalCall } from './signature/internal.ts'
import type { VerifySignature } from './signature/verify.ts'

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user: always set on login-required routes; on /open/ routes when a valid token is sent. */
    user: SessionUser | null
  }
  interface FastifyContextConfig {
    /** false: the route is callable without the signature header (the key endpoint itself). */
    signature?: boolean
  }
}

export type ApiGuardOptions = {
  verifySignature: VerifySignature
  authenticate: (token: string) => Promise<SessionUser | undefined>
  /** The per-IP limit shared by all /api routes (routes with their own config.rateLimit are limited by it instead). */
  rateLimit: onRequestHookHandler
  /** Refuses callers from limited IP ranges (1511461); runs first on every /api call, so it must be cheap. */
  ipLimit?: onRequestHookHandler
  /** Refuses a signed-in caller whose account, device or IP is blacklisted (1511541/2/3); cheap, in memory. */
  checkUser?: (request: FastifyRequest, user: SessionUser) => void
}

/**
 * Attaches the API rules to each /api route when it is declared, so that a request pays only for
 * the checks its route needs and pages or static files pay nothing: headers → rate limit →
 * signature → session. A path containing /open/ needs no login (spec 000 §6).
 */
export function registerApiGuard(app: FastifyInstance, options: ApiGuardOptions): void {
  // Reserved as null so every request has the same shape; readHeaders sets it before any reader runs.
  app.decorateRequest('ctx', null as unknown as RequestContext)
  app.decorateRequest('user', null)

  const readHeaders: onRequestHookHandler = async (request) => {
    request.ctx = parseContext(request.headers)
  }
  // A page loader's in-process call (web.ts) proves itself with the process secret instead.
  const checkSignature: onRequestHookHandler = async (request) => {
    if (!takeInternalCall(request.headers)) await options.verifySignature(request.ctx)
  }
  const requireUser: onRequestHookHandler = async (request) => {
    if (!request.ctx.token) throw unauthorized('Please log in first')
    request.user = (await options.authenticate(request.ctx.token)) ?? null
    if (!request.user) throw unauthorized('Your session has expired, please log in again')
    options.checkUser?.(request, request.user)
  }
  // Open calls serve visitors too: a blacklisted caller is served as a visitor, not refused.
  const optionalUser: onRequestHookHandler = async (request: FastifyRequest) => {
    if (!request.ctx.token) return
    const user = (await options.authenticate(request.ctx.token)) ?? null
    try {
      if (user) options.checkUser?.(request, user)
      request.user = user
    } catch {
      request.user = null
    }
  }

  app.addHook('onRoute', (route) => {
    if (!route.url?.startsWith('/api/')) return
    const own =
      route.onRequest === undefined
        ? []
        : Array.isArray(route.onRequest)
          ? route.onRequest
          : [route.onRequest]
    route.onRequest = [
      readHeaders,
      ...(options.ipLimit ? [options.ipLimit] : []),
      ...own,
      options.rateLimit,
      ...(route.config?.signature === false ? [] : [checkSignature]),
      route.url.includes('/open/') ? optionalUser : requireUser,
    ]
  })
}
