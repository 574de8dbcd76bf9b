import { Code } from '@kid/shared/codes'
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
  onRequestHookHandler,
} from 'fastify'
import type { Config } from './config/config.ts'
import { parseContext, type RequestContext } from './context.ts'
import { ApiError, unauthorized } from './errors.ts'
import type { GuardStep } from './rate-limit.ts'
import { comesFromSite, isSafeMethod } from './same-origin.ts'
import { appendSetCookie, clearedSessionCookie, cookieOptionsFor } from './session-cookie.ts'
import { takeInternalCall } from './signature/internal.ts'
import type { VerifySignature } from './signature/verify.ts'

/** The member a session token names (the account module looks it up: authenticate). */
export type SessionUser = {
  id: number
  uid: string
  email: string | null
  username: string | null
  sessionId: number
}

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
  rateLimit: GuardStep
  /** Refuses callers from limited IP ranges (1511461) by throwing; runs first on every /api call, so it must be cheap. */
  ipLimit?: (request: FastifyRequest) => void
  /** Refuses a signed-in caller whose account, device or IP is blacklisted (1511541/2/3); cheap, in memory. */
  checkUser?: (request: FastifyRequest, user: SessionUser) => void
  /** The site a cookie-signed-in call must come from (site-origin.ts). */
  site: Pick<Config, 'publicUrl' | 'production'>
}

/** Why a cookie-signed-in call from another site is refused (CSRF). */
export const CROSS_SITE_MESSAGE =
  'This request did not come from a KID page, so it was refused. Please try again on the KID site.'

/**
 * Attaches the API rules to each /api route when it is declared, so that a request pays only for
 * the checks its route needs and pages or static files pay nothing: headers → rate limit →
 * signature → session. A path containing /open/ needs no login (spec 000 §6).
 */
export function registerApiGuard(app: FastifyInstance, options: ApiGuardOptions): void {
  // Reserved as null so every request has the same shape; readHeaders sets it before any reader runs.
  app.decorateRequest('ctx', null as unknown as RequestContext)
  app.decorateRequest('user', null)

  // Hooks run on every API call, so they are synchronous (done) and each step goes on at once
  // unless it must wait (a session lookup, Redis): an async hook costs a promise and a turn of the
  // microtask queue even when it has nothing to wait for.
  const readHeaders: onRequestHookHandler = (request, _reply, done) => {
    request.ctx = parseContext(request.headers)
    options.ipLimit?.(request)
    done()
  }
  // A page loader's in-process call (web.ts) proves itself with the process secret instead.
  const checkSignature: GuardStep = (request) => {
    if (!takeInternalCall(request.headers)) return options.verifySignature(request.ctx)
  }
  // The browser sends the session cookie on its own, also with requests another site makes it
  // send: a state-changing call signed in by the cookie must come from one of our pages (CSRF).
  // Native apps send the token in Authorization, which no other site can make a browser send.
  const checkCookieOrigin = (request: FastifyRequest) => {
    if (request.ctx.tokenFrom !== 'cookie' || isSafeMethod(request.method)) return
    if (!comesFromSite(request, options.site)) throw new ApiError(Code.CROSS_SITE, CROSS_SITE_MESSAGE)
  }
  // A cookie whose session ended is forgotten by the browser too, not sent again and again.
  const sessionEnded = (request: FastifyRequest, reply: FastifyReply) => {
    if (request.ctx.tokenFrom === 'cookie')
      appendSetCookie(reply, clearedSessionCookie(cookieOptionsFor(request, options.site.publicUrl)))
    return unauthorized('Your session has expired, please log in again')
  }
  const requireUser: GuardStep = async (request, reply) => {
    if (!request.ctx.token) throw unauthorized('Please log in first')
    checkCookieOrigin(request)
    request.user = (await options.authenticate(request.ctx.token)) ?? null
    if (!request.user) throw sessionEnded(request, reply)
    options.checkUser?.(request, request.user)
  }
  // Open calls serve visitors too: a blacklisted caller is served as a visitor, not refused.
  const optionalUser: GuardStep = (request) => {
    if (!request.ctx.token) return
    return knownUser(request)
  }
  const knownUser = async (request: FastifyRequest) => {
    checkCookieOrigin(request)
    const user = (await options.authenticate(request.ctx.token ?? '')) ?? null
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
    // rate limit → signature → session, in one hook; a route with its own config.rateLimit is
    // limited by that instead of the general limit (the plugin adds it among `own`).
    const steps = [
      ...(route.config?.rateLimit ? [] : [options.rateLimit]),
      ...(route.config?.signature === false ? [] : [checkSignature]),
      route.url.includes('/open/') ? optionalUser : requireUser,
    ]
    route.onRequest = [
      readHeaders,
      ...own,
      (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) =>
        runSteps(steps, request, reply, done),
    ]
  })
}

/**
 * Runs the steps in order from `from` and then `done`, or `done(error)` at the first that fails:
 * synchronously while each step answers at once, and after its promise when one has to wait. No
 * closure is made unless a step waits (tsx names every named closure it makes, per request).
 */
function runSteps(
  steps: readonly GuardStep[],
  request: FastifyRequest,
  reply: FastifyReply,
  done: HookHandlerDoneFunction,
  from = 0,
): void {
  for (let index = from; index < steps.length; index++) {
    let pending: void | Promise<void>
    try {
      pending = steps[index]?.(request, reply)
    } catch (error) {
      done(error as Error)
      return
    }
    if (pending) {
      pending.then(
        () => runSteps(steps, request, reply, done, index + 1),
        // A rejection without a reason still stops the request (Fastify would take done() as success).
        (error) => done(error ?? new Error('guard step rejected without a reason')),
      )
      return
    }
  }
  done()
}
