import { generateKeyPairSync, randomBytes } from 'node:crypto'
import { Code } from '@kid/shared/codes'
import { ok } from '@kid/shared/envelope'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../testing/app.ts'

// TEST_REDIS_URL, not REDIS_URL: only the tests that ask for Redis use it (CI sets it).
const redisUrl = process.env.TEST_REDIS_URL
if (!redisUrl)
  console.warn('Redis tests skipped: set TEST_REDIS_URL (e.g. redis://127.0.0.1:6379) to run them')

/**
 * Two server copies sharing Redis, as behind a load balancer: a signature used on one is refused
 * on the other, and the per-IP limit counts calls on both.
 */
describe.skipIf(!redisUrl)('[redis] two server copies on one Redis', () => {
  const webKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
    type: 'pkcs8',
    format: 'pem',
  })
  // A fresh limit per run: the counters live in Redis, not in the apps.
  const ip = `192.0.2.${randomBytes(1)[0]}`
  const route = (app: FastifyInstance) => {
    app.get('/api/test/open/ping', async () => ok('pong'))
  }
  let a: TestApp
  let b: TestApp
  beforeAll(async () => {
    const env = { REDIS_URL: redisUrl ?? '', PLATFORM_KEY_WEB: String(webKey), RATE_LIMIT_PER_MINUTE: '4' }
    ;[a, b] = await Promise.all([createTestApp(env, route), createTestApp(env, route)])
  })
  afterAll(() => Promise.all([a.close(), b.close()]))

  const ping = (t: TestApp, headers: Record<string, string>, from = '198.51.100.77') =>
    t.app.inject({ url: '/api/test/open/ping', headers, remoteAddress: from }).then((r) => r.json().code)

  it('refuses on one copy a signature already used on the other', async () => {
    const headers = a.signed()
    expect(await ping(a, headers, '198.51.100.60')).toBe(Code.SUCCESS)
    expect(await ping(b, headers, '198.51.100.61')).toBe(Code.BAD_SIGNATURE)
  })

  it('shares the per-IP limit between copies', async () => {
    const codes = []
    for (const t of [a, b, a, b, a]) codes.push(await ping(t, t.signed(), ip))
    expect(codes).toEqual([Code.SUCCESS, Code.SUCCESS, Code.SUCCESS, Code.SUCCESS, Code.RATE_LIMITED])
    // Another platform on the same Redis (its own key) keeps counts of its own.
    const other = await createTestApp({ REDIS_URL: redisUrl ?? '', RATE_LIMIT_PER_MINUTE: '4' }, route)
    try {
      expect(await ping(other, other.signed(), ip)).toBe(Code.SUCCESS)
    } finally {
      await other.close()
    }
  })

  it('counts a visitor once across copies: the visit claim lives in Redis', async () => {
    // A fresh visitor per run: the claims live in Redis, not in the apps.
    const from = `2001:db8::${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}`
    const visit = async (t: TestApp) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/accountservice/website/visit/open/add',
          headers: t.signed(),
          remoteAddress: from,
          payload: {},
        })
      ).json().data
    expect(await visit(a)).toEqual({ counted: true })
    expect(await visit(b)).toEqual({ counted: false })
  })

  it('reports Redis in readiness', async () => {
    expect((await a.app.inject('/readyz')).json().data.checks).toEqual({ database: 'ok', redis: 'ok' })
  })
})
