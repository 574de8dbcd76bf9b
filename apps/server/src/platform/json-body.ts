import type { FastifyInstance } from 'fastify'
import { badRequest } from './errors.ts'
import { MAX_INPUT_DEPTH } from './input-rules.ts'

/**
 * How deep the brackets of a JSON text nest, counted outside strings; stops counting as soon as
 * `limit` is passed. One pass over the characters, no parsing.
 */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i)
    if (inString) {
      if (char === 0x5c /* \ */) i++
      else if (char === 0x22 /* " */) inString = false
    } else if (char === 0x22) inString = true
    else if (char === 0x5b /* [ */ || char === 0x7b /* { */) {
      if (++depth > limit) return true
    } else if (char === 0x5d /* ] */ || char === 0x7d /* } */) depth--
  }
  return false
}

/**
 * Fastify's own JSON parser (which refuses `__proto__` and `constructor.prototype`), behind a
 * bracket count: a 5,000-deep body is refused before JSON.parse spends a second building it.
 * The depth of the parsed value is checked again with every other input rule (input-guard.ts).
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8')
    if (jsonDepthExceeds(text, MAX_INPUT_DEPTH))
      return done(badRequest(`The body nests deeper than ${MAX_INPUT_DEPTH} levels`), undefined)
    return parse(request, text, done)
  })
}
