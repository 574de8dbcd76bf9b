import { Code } from '@kid/shared/codes'
import type { FastifySchemaCompiler, FastifyTypeProvider } from 'fastify'
import type { z } from 'zod'
import { ApiError } from './errors.ts'
import { issueWords } from './issue-words.ts'

/**
 * Routes declare zod schemas in `schema: { body, querystring, params }`; with this type provider
 * the handler's `request.body` (etc.) is the schema's output type. Validation runs before the
 * handler, so bad input never reaches a service and nothing is written.
 */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown
}

const PART: Record<string, string> = { body: 'body', querystring: 'query', params: 'path', headers: 'header' }

export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, httpPart }) => {
  const part = PART[httpPart ?? 'body'] ?? 'input'
  return (data) => {
    const result = schema.safeParse(data)
    if (result.success) return { value: result.data }
    // The first issue is enough to act on; it names the field so the client can point at it, in
    // words a person can read on the page. zod's own wording goes to the log.
    const issue = result.error.issues[0]
    const field = issue?.path.length ? issue.path.join('.') : part
    const words = issue ? issueWords(issue) : 'it is not valid.'
    return { error: new ApiError(Code.BAD_REQUEST, `Invalid ${field}: ${words}`, 200, issue?.message) }
  }
}
