import type { FastifyInstance, FastifySchema, preValidationHookHandler } from 'fastify'
import { badRequest } from './errors.ts'
import { inputProblem } from './input-rules.ts'
import { registerJsonBodyParser } from './json-body.ts'

/** An /api route as the guard saw it declared: what the edge fuzz test (input-fuzz.test.ts) walks. */
export type GuardedRoute = { method: string; url: string; schema: FastifySchema | undefined }

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api route (method and path pattern), each behind the input rules. */
    guardedRoutes: readonly GuardedRoute[]
  }
}

/**
 * The edge of every /api route: path parameters, query and body (JSON or form) must follow
 * input-rules.ts before the route's schema or handler sees them, so no route can forget it.
 * Runs after the signature and session checks (onRequest) and before validation.
 */
export function registerInputGuard(app: FastifyInstance): void {
  registerJsonBodyParser(app)
  const guarded: GuardedRoute[] = []
  app.decorate('guardedRoutes', guarded)

  const checkInput: preValidationHookHandler = async (request) => {
    const problem =
      inputProblem(request.params, 'path') ??
      inputProblem(request.query, 'query') ??
      inputProblem(request.body, 'body')
    if (problem) throw badRequest(`Invalid input: ${problem}`)
  }

  app.addHook('onRoute', (route) => {
    if (!route.url?.startsWith('/api/')) return
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
