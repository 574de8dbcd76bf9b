import type { FastifyInstance, preValidationHookHandler } from 'fastify'
import { badRequest } from './errors.ts'
import { inputProblem } from './input-rules.ts'
import { registerJsonBodyParser } from './json-body.ts'

/**
 * The edge of every /api route: path parameters, query and body (JSON or form) must follow
 * input-rules.ts before the route's schema or handler sees them, so no route can forget it.
 * Runs after the signature and session checks (onRequest) and before validation.
 */
export function registerInputGuard(app: FastifyInstance): void {
  registerJsonBodyParser(app)

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
  })
}
