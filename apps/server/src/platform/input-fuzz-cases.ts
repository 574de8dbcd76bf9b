import { parse } from 'node:querystring'
import fc from 'fast-check'
import type { z } from 'zod'
import type { GuardedRoute } from './input-guard.ts'

/** The fields of a route's query or body, as far as generating values for them needs. */
export type Template = 'leaf' | { object: Record<string, Template> } | { array: Template }

/** What a schema's fields are, as far as generating values for them needs. */
export function templateOf(schema: z.ZodType | undefined): Template {
  const def = schema?._zod.def
  if (!def) return 'leaf'
  if (def.type === 'object' && 'shape' in def) {
    const shape = def.shape as Record<string, z.ZodType>
    return {
      object: Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, templateOf(field)])),
    }
  }
  if (def.type === 'array' && 'element' in def) return { array: templateOf(def.element as z.ZodType) }
  if (def.type === 'union' && 'options' in def) {
    const fields: Record<string, Template> = {}
    for (const option of def.options as z.ZodType[]) {
      const template = templateOf(option)
      if (typeof template === 'object' && 'object' in template) Object.assign(fields, template.object)
    }
    return { object: fields }
  }
  if ('innerType' in def) return templateOf(def.innerType as z.ZodType)
  if (def.type === 'pipe' && 'in' in def) return templateOf(def.in as z.ZodType)
  return 'leaf'
}

/** One generated request, with the values the server will see after parsing it. */
export type FuzzCase = {
  url: string
  params: Record<string, string>
  query: Record<string, string | string[] | undefined>
  contentType: string | undefined
  payload: string | Buffer | undefined
  parsedBody: unknown
  multipart: boolean
}

/**
 * JSON text written into the body as it is: numbers a double cannot hold, and nesting deeper than
 * JSON.stringify could write (its replacer recurses).
 */
class RawJson {
  constructor(readonly text: string) {}
}

const NASTY_TEXT = [
  (2n ** 256n).toString(),
  (2n ** 256n - 1n).toString(),
  (2n ** 64n).toString(),
  '2147483648',
  '9007199254740993',
  '-1',
  '-0',
  '1e999',
  '0x1',
  '1.5',
  '',
  ' ',
  'NaN',
  'Infinity',
  'null',
  'true',
  "' or 1=1 --",
  '../../etc/passwd',
  '<script>alert(1)</script>',
  'a'.repeat(100_000),
]
const CHARS = [
  'a',
  'Z',
  '0',
  '7',
  '-',
  '_',
  ' ',
  '.',
  '/',
  '%',
  '&',
  '=',
  '?',
  '#',
  'é',
  '漢',
  '😀',
  '\t',
  '\n',
]
const CONTROLS = ['\u0000', '\u0001', '\u0008', '\u000b', '\u001b', '\u007f']

const text = (units: string[]) => fc.string({ unit: fc.constantFrom(...units), maxLength: 12 })
/**
 * A path segment that still selects the route: not empty, and within the router's 100 characters
 * (either would make it another path, served by the pages); no lone surrogates, which a URL
 * cannot carry.
 */
const paramText = fc.oneof(
  fc.constantFrom(...NASTY_TEXT.filter((value) => value.length >= 1 && value.length <= 100)),
  text([...CHARS, ...CONTROLS]).filter((value) => value.length >= 1),
)

/** Scalars of every JSON type, most of them wrong for any field. */
const scalar: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...NASTY_TEXT),
  text([...CHARS, ...CONTROLS, '\ud800', '\udfff']),
  fc.constantFrom(0, -1, 1.5, -0, 2 ** 31, 2 ** 53 - 1, 1e300),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc
    .constantFrom('1e999', (2n ** 64n).toString(), (2n ** 256n).toString(), '-1e999')
    .map((n) => new RawJson(n)),
)

const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype']

/** Values the edge refuses wherever they appear. */
const poison: fc.Arbitrary<unknown> = fc.oneof(
  fc.tuple(text(CHARS), fc.constantFrom(...CONTROLS, '\ud800'), text(CHARS)).map((p) => p.join('')),
  fc.integer({ min: 33, max: 5000 }).map((depth) => {
    const pairs = Math.ceil(depth / 2)
    return new RawJson(`${'[{"a":'.repeat(pairs)}[]${'}]'.repeat(pairs)}`)
  }),
  fc.constantFrom(...PROTOTYPE_KEYS).map((key) => withKey({}, key, { polluted: true })),
  fc.constantFrom('1e999', (2n ** 64n).toString(), (2n ** 256n).toString()).map((n) => new RawJson(n)),
)

/** An own property even for '__proto__', as JSON.parse makes it. */
function withKey(target: Record<string, unknown>, key: string, value: unknown) {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true })
  return target
}

function valueFor(template: Template): fc.Arbitrary<unknown> {
  if (template === 'leaf') return fc.oneof(scalar, fc.array(scalar, { maxLength: 3 }))
  if ('array' in template) return fc.oneof(scalar, fc.array(valueFor(template.array), { maxLength: 3 }))
  return fc.oneof({ weight: 1, arbitrary: scalar }, { weight: 3, arbitrary: objectFor(template.object) })
}

function objectFor(fields: Record<string, Template>): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(fields)
  if (keys.length === 0) return fc.constant({})
  return fc.record(Object.fromEntries(keys.map((key) => [key, valueFor(fields[key] ?? 'leaf')])), {
    requiredKeys: [],
  }) as fc.Arbitrary<Record<string, unknown>>
}

/** JSON text in which each RawJson stands as the text it holds. */
function toJson(value: unknown): string {
  const raws: string[] = []
  const text = JSON.stringify(value, (_key, v) =>
    v instanceof RawJson ? `\u0000raw${raws.push(v.text) - 1}` : v,
  )
  return text.replace(/"\\u0000raw(\d+)"/g, (_match, index: string) => raws[Number(index)] ?? 'null')
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof RawJson)

/** A value as a query or form field: nested values are not expressible there, so they become text. */
const fieldText = (value: unknown): string =>
  value instanceof RawJson
    ? value.text
    : value !== null && typeof value === 'object'
      ? '[object]'
      : String(value)
const queryValue = (value: unknown): string | string[] =>
  Array.isArray(value) ? value.map(fieldText) : fieldText(value)

/**
 * Requests for one route: its declared fields filled with wrong values, and (always on routes
 * that declare no schema, often on the others) one value the edge must refuse, in the path,
 * the query or the body. Uploads also get multipart bodies cut off at a random byte.
 */
export function fuzzCase(
  route: GuardedRoute,
  template: { query: Template; body: Template },
  hasSchema: boolean,
): fc.Arbitrary<FuzzCase> {
  const paramNames = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1] ?? '')
  const fieldsOf = (t: Template) => (typeof t === 'object' && 'object' in t ? t.object : {})
  const withBody = route.method !== 'GET'
  const upload = route.url.endsWith('/upload')

  return fc
    .record({
      params: fc.record(
        Object.fromEntries(paramNames.map((name) => [name, fc.oneof(paramText, fc.constant('1'))])),
      ),
      query: objectFor(withBody ? {} : fieldsOf(template.query)),
      body: withBody ? fc.oneof(objectFor(fieldsOf(template.body)), scalar) : fc.constant(undefined),
      poisoned: hasSchema ? fc.boolean() : fc.constant(true),
      where: fc.constantFrom('path', 'query', 'body', 'body'),
      key: fc.constantFrom(
        'x',
        ...PROTOTYPE_KEYS,
        ...Object.keys(fieldsOf(withBody ? template.body : template.query)),
      ),
      urlPoison: fc.tuple(text(CHARS), fc.constantFrom(...CONTROLS), text(CHARS)).map((p) => p.join('')),
      poison,
      kind: fc.constantFrom('json', 'json', 'json', 'json', 'form', 'text', 'none'),
      bytes: fc.uint8Array({ maxLength: 3000 }),
      cut: fc.double({ min: 0, max: 1, noNaN: true }),
    })
    .map((g) => {
      const params = { ...g.params } as Record<string, string>
      const queryObject = { ...g.query }
      let body = g.body
      if (g.poisoned) {
        const where = g.where === 'path' && paramNames.length === 0 ? 'query' : g.where
        if (where === 'path') params[paramNames[0] ?? ''] = g.urlPoison
        else if (where === 'query' || !withBody) withKey(queryObject, g.key, g.urlPoison)
        else body = withKey(isPlainObject(body) ? { ...body } : {}, g.key, g.poison)
      }
      const search = new URLSearchParams()
      for (const [key, value] of Object.entries(queryObject))
        for (const v of [queryValue(value)].flat()) search.append(key, v)
      // What the server reads: URLSearchParams turns lone surrogates into U+FFFD, as a browser does.
      const query = parse(search.toString())
      const path = route.url.replace(/:(\w+)/g, (_m, name: string) => encodeURIComponent(params[name] ?? ''))
      const url = `${path}${search.size ? `?${search}` : ''}`
      const base = { url, params, query, multipart: false }

      if (upload && g.kind !== 'json') {
        const boundary = 'fuzzboundary'
        const whole = Buffer.concat([
          Buffer.from(
            `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="x.png"\r\ncontent-type: image/png\r\n\r\n`,
          ),
          Buffer.from(g.bytes),
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ])
        const payload = whole.subarray(0, Math.floor(whole.length * g.cut))
        return {
          ...base,
          contentType: `multipart/form-data; boundary=${boundary}`,
          payload,
          parsedBody: undefined,
          multipart: true,
        }
      }
      if (!withBody || g.kind === 'none')
        return { ...base, contentType: undefined, payload: undefined, parsedBody: undefined }
      if (g.kind === 'text') {
        // Fastify reads text/plain as a string body: it carries the poison when the body should.
        const payload = typeof body === 'string' ? body : g.poisoned ? g.urlPoison : 'plain'
        return { ...base, contentType: 'text/plain', payload, parsedBody: payload }
      }
      if (g.kind === 'form' && isPlainObject(body)) {
        const form = new URLSearchParams()
        for (const [key, value] of Object.entries(body))
          for (const v of [queryValue(value)].flat()) form.append(key, v)
        const payload = form.toString()
        return {
          ...base,
          contentType: 'application/x-www-form-urlencoded',
          payload,
          parsedBody: parse(payload),
        }
      }
      const payload = toJson(body)
      return { ...base, contentType: 'application/json', payload, parsedBody: JSON.parse(payload) }
    })
}
