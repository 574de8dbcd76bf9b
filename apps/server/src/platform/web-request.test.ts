import Fastify from 'fastify'
import { afterAll, describe, expect, it } from 'vitest'
import { sendWebResponse, toWebRequest } from './web-request.ts'

const app = Fastify()
app.removeAllContentTypeParsers()
app.addContentTypeParser('*', (_request, payload, done) => done(null, payload))
// Echoes what a Web handler would see, answering with two cookies and a streamed body.
app.route({
  method: ['GET', 'POST'],
  url: '/*',
  handler: async (request, reply) => {
    const web = toWebRequest(request, reply, 'https://kid.example')
    const seen = {
      method: web.method,
      url: web.url,
      cookie: web.headers.get('cookie'),
      body: await web.text(),
    }
    const headers = new Headers({ 'content-type': 'application/json', 'x-custom': 'yes' })
    headers.append('set-cookie', 'a=1; Path=/')
    headers.append('set-cookie', 'b=2; Path=/; HttpOnly')
    return sendWebResponse(reply, new Response(JSON.stringify(seen), { status: 201, headers }), false)
  },
})
afterAll(() => app.close())

describe('Fastify ⇄ Web Request/Response', () => {
  it('passes method, absolute URL, headers and body, and returns status, headers and every cookie', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/login?next=%2Fbricks',
      headers: { cookie: 'user_info=x', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a%40b.co&password=x',
    })
    expect(res.statusCode).toBe(201)
    expect(res.headers['x-custom']).toBe('yes')
    expect(res.headers['set-cookie']).toEqual(['a=1; Path=/', 'b=2; Path=/; HttpOnly'])
    expect(res.json()).toEqual({
      method: 'POST',
      url: 'https://kid.example/login?next=%2Fbricks',
      cookie: 'user_info=x',
      body: 'email=a%40b.co&password=x',
    })
  })
})
