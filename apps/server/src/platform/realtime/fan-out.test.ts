import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../testing/app.ts'
import { newWebKey } from '../../testing/copies.ts'
import { isClient, openRealtime, realtimeUrl } from '../../testing/realtime-client.ts'

const redisUrl = process.env.TEST_REDIS_URL
if (!redisUrl) console.warn('Realtime fan-out tests skipped: set TEST_REDIS_URL to run them')

/**
 * Two copies on one Redis, as behind a load balancer: an event published on one reaches the other's
 * sockets. (Each test app has a database of its own, so the events are published on A only: ids
 * are unique per database, and copies in production share one.)
 */
describe.skipIf(!redisUrl)('[redis] realtime fan-out across copies', () => {
  let a: TestApp
  let b: TestApp
  let other: TestApp
  beforeAll(async () => {
    // Copies of one platform share its keys; `other` is another platform on the same Redis.
    const env = { REDIS_URL: redisUrl ?? '', PLATFORM_KEY_WEB: newWebKey() }
    ;[a, b, other] = await Promise.all([
      createTestApp(env),
      createTestApp(env),
      createTestApp({ ...env, PLATFORM_KEY_WEB: newWebKey() }),
    ])
    await b.app.listen({ port: 0, host: '127.0.0.1' })
  })
  afterAll(() => Promise.all([a.close(), b.close(), other.close()]))

  it('delivers an event published on copy A to the member’s socket on copy B, once', async () => {
    const { userId, token } = await b.signIn()
    const client = await openRealtime(realtimeUrl(b.app), { authorization: `Bearer ${token}` })
    if (!isClient(client)) throw new Error(`refused: ${JSON.stringify(client)}`)
    await client.until((frames) => frames.some((f) => f.type === 'ready'))
    // Another platform's member with the same id is not this one: its events stay on its channel.
    await other.app.realtime.toMember(userId, 'notice.count', { num: 1 })
    await a.app.realtime.toMember(userId, 'notice.count', { num: 9 })
    await a.app.realtime.toMember(userId, 'notice.count', { num: 10 })
    await client.until(() => client.events().length >= 2)
    expect(client.events().map((e) => e.data)).toEqual([{ num: 9 }, { num: 10 }])
    client.ws.close()
  })
})
