import { Code } from '@kid/shared/codes'
import { ok } from '@kid/shared/envelope'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createTestApp, type TestApp } from '../testing/app.ts'
import type { ZodTypeProvider } from './validation.ts'

const written: unknown[] = []

function testRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  r.post(
    '/api/test/open/echo',
    { schema: { body: z.object({ email: z.email(), age: z.number().int().min(0) }) } },
    async (request) => {
      written.push(request.body)
      return ok(request.body)
    },
  )
  r.get(
    '/api/test/open/items/:id',
    { schema: { params: z.object({ id: z.coerce.number().int() }) } },
    async (request) => ok({ id: request.params.id }),
  )
  r.get(
    '/api/test/open/list',
    { schema: { querystring: z.object({ page: z.coerce.number().int().min(1) }) } },
    async (request) => ok(request.query),
  )
  r.get('/api/test/open/boom', async () => {
    throw new Error('database password is hunter2')
  })
}

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({}, testRoutes)
})
afterAll(() => t.close())

const post = (body: string, contentType = 'application/json') =>
  t.app.inject({
    method: 'POST',
    url: '/api/test/open/echo',
    headers: { ...t.signed(), 'content-type': contentType },
    body,
  })

describe('the envelope of failures', () => {
  it('passes valid input to the handler, typed', async () => {
    const res = await post(JSON.stringify({ email: 'a@b.co', age: 3 }))
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ code: Code.SUCCESS, msg: 'success', data: { email: 'a@b.co', age: 3 } })
  })

  it('names the invalid field and writes nothing', async () => {
    written.length = 0
    const res = await post(JSON.stringify({ email: 'not-an-email', age: 3 }))
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      code: Code.BAD_REQUEST,
      msg: expect.stringMatching(/^Invalid email: /),
      data: null,
    })
    const missing = await post(JSON.stringify({ email: 'a@b.co' }))
    expect(missing.json().msg).toMatch(/^Invalid age: /)
    expect(written).toEqual([])
  })

  it('validates path and query parameters', async () => {
    const bad = await t.app.inject({ url: '/api/test/open/items/abc', headers: t.signed() })
    expect(bad.json()).toMatchObject({ code: Code.BAD_REQUEST, msg: expect.stringMatching(/^Invalid id: /) })
    const good = await t.app.inject({ url: '/api/test/open/items/7', headers: t.signed() })
    expect(good.json().data).toEqual({ id: 7 })
    const query = await t.app.inject({ url: '/api/test/open/list?page=0', headers: t.signed() })
    expect(query.json()).toMatchObject({
      code: Code.BAD_REQUEST,
      msg: expect.stringMatching(/^Invalid page: /),
    })
  })

  it('answers malformed JSON with BAD_REQUEST, not 500', async () => {
    const res = await post('{"email": ')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ code: Code.BAD_REQUEST, msg: expect.stringContaining('JSON') })
  })

  it('answers an empty JSON body with BAD_REQUEST', async () => {
    const res = await post('')
    expect(res.json().code).toBe(Code.BAD_REQUEST)
  })

  it('answers an unknown content type with UNSUPPORTED_MEDIA', async () => {
    const res = await post('<xml/>', 'application/xml')
    expect(res.statusCode).toBe(200)
    expect(res.json().code).toBe(Code.UNSUPPORTED_MEDIA)
  })

  it('answers a body over the limit with PAYLOAD_TOO_LARGE', async () => {
    const res = await post(JSON.stringify({ email: 'a@b.co', age: 1, pad: 'x'.repeat(2 * 1024 * 1024) }))
    expect(res.statusCode).toBe(200)
    expect(res.json().code).toBe(Code.PAYLOAD_TOO_LARGE)
  })

  it('hides the message and stack of a fault', async () => {
    const res = await t.app.inject({ url: '/api/test/open/boom', headers: t.signed() })
    expect(res.statusCode).toBe(500)
    expect(res.json()).toEqual({ code: Code.SERVER_ERROR, msg: 'Internal server error', data: null })
    expect(res.body).not.toContain('hunter2')
  })

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await t.app.inject({ url: '/api/accountservice/open/nothing-here?x=1', headers: t.signed() })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({
      code: Code.NOT_FOUND,
      msg: 'No such path: GET /api/accountservice/open/nothing-here',
      data: null,
    })
  })
})
