import { Code } from '@kid/shared/codes'
import { ok } from '@kid/shared/envelope'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../testing/app.ts'

function ipRoute(app: FastifyInstance) {
  app.get('/api/test/open/ip', async (request) => ok({ ip: request.clientIp }))
}

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '3', TRUST_PROXY: 'loopback' }, ipRoute)
})
afterAll(() => t.close())

describe('request ids', () => {
  it('echoes a plain x-request-id and makes one otherwise', async () => {
    const given = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'lb-42.a:b' } })
    expect(given.headers['x-request-id']).toBe('lb-42.a:b')
    const made = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'has spaces <script>' } })
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
  })
})

describe('health', () => {
  it('is live and ready once migrated', async () => {
    expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({
      code: Code.SUCCESS,
      msg: 'success',
      data: { status: 'live' },
    })
    const ready = await t.app.inject({ url: '/readyz' })
    expect(ready.statusCode).toBe(200)
    expect(ready.json().data).toEqual({ ready: true, checks: { database: 'ok' } })
  })

  it('answers 503 naming the part that fails', async () => {
    t.app.readiness.register('chain', async () => {
      throw new Error('anvil is not answering')
    })
    const res = await t.app.inject({ url: '/readyz' })
    expect(res.statusCode).toBe(503)
    expect(res.json()).toMatchObject({
      code: Code.SERVER_ERROR,
      data: { ready: false, checks: { database: 'ok', chain: 'anvil is not answering' } },
    })
  })
})

describe('rate limit', () => {
  it('counts API calls per client IP and answers RATE_LIMITED', async () => {
    const call = (ip: string) =>
      t.app
        .inject({ url: '/api/test/open/ip', headers: { ...t.signed(), 'x-real-ip': ip } })
        .then((r) => r.json())
    for (let i = 0; i < 3; i++)
      expect(await call('198.51.100.1')).toMatchObject({ code: Code.SUCCESS, data: { ip: '198.51.100.1' } })
    const limited = await call('198.51.100.1')
    expect(limited).toMatchObject({
      code: Code.RATE_LIMITED,
      msg: expect.stringMatching(/^Too many requests/),
    })
    expect((await call('198.51.100.2')).code).toBe(Code.SUCCESS)
  })

  it('tells the limit, what is left and when it resets, and how long to wait past it', async () => {
    const call = () =>
      t.app.inject({ url: '/api/test/open/ip', headers: { ...t.signed(), 'x-real-ip': '198.51.100.3' } })
    const remaining = []
    for (let i = 0; i < 3; i++) {
      const answer = await call()
      expect(answer.headers['x-ratelimit-limit']).toBe('3')
      expect(Number(answer.headers['x-ratelimit-reset'])).toBeGreaterThan(0)
      expect(answer.headers['retry-after']).toBeUndefined()
      remaining.push(answer.headers['x-ratelimit-remaining'])
    }
    expect(remaining).toEqual(['2', '1', '0'])
    const limited = await call()
    expect(limited.json().msg).toMatch(/^Too many requests, please retry in \d+ (second|minute)s?$/)
    expect(limited.headers['x-ratelimit-remaining']).toBe('0')
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    expect(limited.headers['retry-after']).toBe(limited.headers['x-ratelimit-reset'])
  })

  it('leaves health checks and pages alone', async () => {
    for (let i = 0; i < 5; i++) expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200)
  })
})
