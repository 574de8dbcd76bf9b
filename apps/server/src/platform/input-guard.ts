import type { FastifyInstance, FastifySchema, preValidationHookHandler } from 'fastify'
import { badRequest } from './errors.ts'
import { inputProblem } from './input-rules.ts'
import { registerJsonBodyParser } from './json-body.ts'

/** A route as the guard saw it declared: what the edge fuzz test (input-fuzz.test.ts) walks. */
export type GuardedRoute = { method: string; url: string; schema: FastifySchema | undefined }

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route but pages and static files (method and path pattern), each behind the input rules. */
    guardedRoutes: readonly GuardedRoute[]
  }
}

/**
 * The edge of every route that takes input (the API, token metadata, the dev mailbox, the admin
 * call; not pages or static files): path parameters, query and body (JSON or form) must follow
 * input-rules.ts before the route's schema or handler sees them, so no route can forget it.
 * Runs after the signature and session checks (onRequest) and before validation.
 */
export function registerInputGuard(app: FastifyInstance): void {
  registerJsonBodyParser(app)
  const guarded: GuardedRoute[] = []
  app.decorate('guardedRoutes', guarded)

  // Synchronous (done): the rules need no I/O, and an async hook costs every call a promise.
  const checkInput: preValidationHookHandler = (request, _reply, done) => {
    const problem =
      inputProblem(request.params, 'path') ??
      inputProblem(request.query, 'query') ??
      inputProblem(request.body, 'body')
    done(problem ? badRequest(`Invalid input: ${problem}`) : undefined)
  }

  app.addHook('onRoute', (route) => {
    // Pages (the web catch-all) and static files take no input of ours: the catch-all's wildcard is
    // a path, and each built file is a route of @fastify/static that names its file in its config.
    if (!route.url || route.url.includes('*') || 'file' in (route.config ?? {})) return
    const own =
      route.preValidation === undefined
        ? []
        : Array.isArray(route.preValidation)
          ? route.preValidation
          : [route.preValidation]
    route.preValidation = [checkInput, ...own]
    for (const method of [route.method].flat()) guarded.push({ method, url: route.url, schema: route.schema })
  })
}
