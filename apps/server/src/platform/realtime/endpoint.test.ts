import { type AddressInfo, connect as connectTcp } from 'node:net'
import { Code } from '@kid/shared/codes'
import type { RealtimeEvents } from '@kid/shared/realtime/events'
import { MAX_CLIENT_FRAME_BYTES, RealtimeClose, type ServerFrame } from '@kid/shared/realtime/frames'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { revokeSession } from '../../modules/account/session.ts'
import { createTestApp, type TestApp } from '../../testing/app.ts'
import {
  isClient,
  openRealtime,
  type RealtimeClient,
  type Refusal,
  realtimeUrl,
} from '../../testing/realtime-client.ts'
import { MAX_SOCKETS_PER_MEMBER } from './endpoint.ts'
import { RESUME_PAGE } from './store.ts'

const ADMIN = 'realtime-test-admin-token-0123456789'
let t: TestApp
let site: string
beforeAll(async () => {
  t = await createTestApp({ ADMIN_TOKEN: ADMIN })
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  site = new URL(t.config.publicUrl).origin
})
afterAll(() => t.close())

const ready = (frames: ServerFrame[]) => frames.some((f) => f.type === 'ready')

async function connect(headers: Record<string, string>, after?: string, autoPong = true) {
  const client = await openRealtime(realtimeUrl(t.app, after), headers, { autoPong })
  if (!isClient(client)) throw new Error(`refused: ${JSON.stringify(client)}`)
  await client.until(ready)
  return client
}

async function refusal(headers: Record<string, string>, after?: string): Promise<Refusal> {
  const answer = await openRealtime(realtimeUrl(t.app, after), headers)
  if (isClient(answer)) throw new Error('the upgrade was accepted')
  return answer
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
const cookie = (token: string, origin = site) => ({ cookie: `token=${token}`, origin })
const counts = (client: RealtimeClient) =>
  client
    .events()
    .map((e) => (e.event === 'notice.count' ? (e.data as RealtimeEvents['notice.count']).num : undefined))

describe('realtime endpoint: who may connect', () => {
  it('refuses an upgrade without a session token (401, no socket)', async () => {
    const answer = await refusal({ origin: site })
    expect(answer).toEqual({
      status: 401,
      body: { code: Code.UNAUTHORIZED, msg: 'Please log in first', data: null },
    })
  })

  it('refuses a cookie-authenticated upgrade from another site or naming none (CSWSH)', async () => {
    const { token } = await t.signIn()
    for (const origin of ['https://evil.example', '']) {
      const answer = await refusal(origin ? cookie(token, origin) : { cookie: `token=${token}` })
      expect(answer.status).toBe(403)
      expect(answer.body.code).toBe(Code.CROSS_SITE)
    }
  })

  it('accepts the cookie from a page of the site, and a Bearer token from any client', async () => {
    const { token } = await t.signIn()
    const fromSite = await connect(cookie(token))
    const fromApp = await connect(bearer(token))
    expect(fromSite.frames).toEqual([{ type: 'ready', last: expect.any(String) }])
    expect(fromApp.frames).toEqual([{ type: 'ready', last: expect.any(String) }])
    fromSite.ws.close()
    fromApp.ws.close()
  })

  it('refuses an unknown or revoked token, and a resume id that is no id', async () => {
    const { token } = await t.signIn()
    expect((await refusal(bearer('no-such-token'))).status).toBe(401)
    expect((await refusal(bearer(token), 'x1')).body.code).toBe(Code.BAD_REQUEST)
    await revokeSession(t.app.db, token)
    expect(await refusal(bearer(token))).toEqual({
      status: 401,
      body: { code: Code.UNAUTHORIZED, msg: 'Your session has expired, please log in again', data: null },
    })
  })

  it('refuses a member more sockets than MAX_SOCKETS_PER_MEMBER on one copy (429)', async () => {
    const { token } = await t.signIn()
    const open = []
    for (let i = 0; i < MAX_SOCKETS_PER_MEMBER; i++) open.push(await connect(bearer(token)))
    const answer = await refusal(bearer(token))
    expect(answer.status).toBe(429)
    expect(answer.body.code).toBe(Code.RATE_LIMITED)
    for (const client of open) client.ws.close()
  })

  it('refuses a blacklisted IP, and closes its open sockets at the next check (4401)', async () => {
    const { token } = await t.signIn()
    const before = await connect(bearer(token))
    const admin = (...args: string[]) =>
      t.app.inject({
        method: 'POST',
        url: '/admin/run',
        headers: { authorization: `Bearer ${ADMIN}` },
        payload: { args: ['blacklist', ...args] },
      })
    expect((await admin('add', 'ip', '127.0.0.1')).json().code).toBe(Code.SUCCESS)
    try {
      const answer = await refusal(bearer(token))
      expect(answer.status).toBe(403)
      expect(answer.body.code).toBe(Code.BLACKLIST_IP)
      await t.app.realtime.recheckSessions()
      expect(await before.closed).toBe(RealtimeClose.SESSION_ENDED)
    } finally {
      expect((await admin('remove', 'ip', '127.0.0.1')).json().code).toBe(Code.SUCCESS)
    }
  })

  it('closes an open socket whose session was revoked since (4401)', async () => {
    const { token } = await t.signIn()
    const client = await connect(bearer(token))
    await revokeSession(t.app.db, token)
    await t.app.realtime.recheckSessions()
    expect(await client.closed).toBe(RealtimeClose.SESSION_ENDED)
  })
})

describe('realtime endpoint: events', () => {
  it('delivers an event published to a member to that member’s sockets only', async () => {
    const a = await t.signIn()
    const b = await t.signIn()
    const [a1, a2, b1] = await Promise.all([
      connect(bearer(a.token)),
      connect(bearer(a.token)),
      connect(bearer(b.token)),
    ])
    await t.app.realtime.toMember(a.userId, 'notice.count', { num: 3 })
    await t.app.realtime.toMember(b.userId, 'notice.count', { num: 7 })
    await Promise.all([a1, a2, b1].map((c) => c.until(() => c.events().length > 0)))
    await b1.until(() => counts(b1).includes(7))
    expect(counts(a1)).toEqual([3])
    expect(counts(a2)).toEqual([3])
    // Delivery on one copy keeps the order of publishing: had b1 been sent a's event, it would be here.
    expect(counts(b1)).toEqual([7])
    for (const c of [a1, a2, b1]) c.ws.close()
  })

  it('resumes after a disconnect: the missed events once each, then live ones', async () => {
    const { userId, token } = await t.signIn()
    const first = await connect(bearer(token))
    await t.app.realtime.toMember(userId, 'notice.count', { num: 1 })
    await first.until(() => first.events().length === 1)
    const lastId = first.events()[0]?.id
    first.ws.close()
    await first.closed

    await t.app.realtime.toMember(userId, 'notice.count', { num: 2 })
    await t.app.realtime.toMember(userId, 'notice.count', { num: 3 })
    const again = await connect(bearer(token), lastId)
    await t.app.realtime.toMember(userId, 'notice.count', { num: 4 })
    await again.until(() => again.events().length >= 3)
    expect(again.frames.map((f) => f.type)).toEqual(['event', 'event', 'ready', 'event'])
    expect(counts(again)).toEqual([2, 3, 4])
    const ids = again.events().map((e) => BigInt(e.id))
    expect(ids).toEqual([...ids].sort((x, y) => (x < y ? -1 : 1)))
    expect(ids[0]).toBeGreaterThan(BigInt(lastId ?? '0'))
    again.ws.close()
  })

  it('starts a fresh connection at the newest event: old ones are not replayed, and ready names where to resume', async () => {
    const { userId, token } = await t.signIn()
    await t.app.realtime.toMember(userId, 'notice.count', { num: 1 })
    const witness = await connect(bearer(token), '0')
    const newest = witness.events()[0]?.id
    witness.ws.close()
    const fresh = await connect(bearer(token))
    expect(fresh.frames).toEqual([{ type: 'ready', last: newest }])
    fresh.ws.close()
    await fresh.closed
    // Resuming from `last` gets what happened while the fresh connection was away, and only that.
    await t.app.realtime.toMember(userId, 'notice.count', { num: 2 })
    const back = await connect(bearer(token), newest)
    expect(counts(back)).toEqual([2])
    back.ws.close()
  })

  it('resumes more missed events than one page, each once and in order', async () => {
    const { userId, token } = await t.signIn()
    const missed = RESUME_PAGE + 2
    for (let num = 1; num <= missed; num++) await t.app.realtime.toMember(userId, 'notice.count', { num })
    const client = await connect(bearer(token), '0')
    expect(counts(client)).toEqual(Array.from({ length: missed }, (_, i) => i + 1))
    client.ws.close()
  })

  it('keeps a day of events: older ones are pruned', async () => {
    const { userId, token } = await t.signIn()
    await t.app.realtime.toMember(userId, 'notice.count', { num: 5 })
    const dayLater = new Date(Date.now() + 24 * 3600_000 + 60_000)
    expect(await t.app.realtime.prune(dayLater)).toBeGreaterThan(0)
    const client = await connect(bearer(token), '0')
    expect(client.frames).toEqual([{ type: 'ready', last: '0' }])
    client.ws.close()
  })
})

describe('realtime endpoint: frames and limits', () => {
  it('answers a ping, and an unknown or binary frame with an error frame, keeping the socket', async () => {
    const { token } = await t.signIn()
    const client = await connect(bearer(token))
    client.ws.send('hello')
    client.ws.send(JSON.stringify({ type: 'subscribe', room: 'member:1' }))
    client.ws.send(Buffer.from([1, 2, 3]))
    client.ws.send(JSON.stringify({ type: 'ping' }))
    await client.until((frames) => frames.some((f) => f.type === 'pong'))
    const errors = client.frames.filter((f) => f.type === 'error')
    expect(errors).toHaveLength(3)
    expect(errors[0]).toEqual({
      type: 'error',
      code: Code.BAD_REQUEST,
      msg: 'Unknown frame: send {"type":"ping"} as JSON text',
    })
    client.ws.close()
  })

  it('answers an upgrade to another path, or with a URL no parser takes, with 404 and stays up', async () => {
    const port = (t.app.server.address() as AddressInfo).port
    for (const target of ['/elsewhere', 'http://[::1']) {
      const answer = await new Promise<string>((resolve) => {
        const raw = connectTcp(port, '127.0.0.1', () =>
          raw.write(
            `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n` +
              'Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
          ),
        )
        let text = ''
        raw.on('data', (chunk) => {
          text += chunk
        })
        raw.on('close', () => resolve(text))
      })
      expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 404 Not Found')
    }
    const { token } = await t.signIn()
    ;(await connect(bearer(token))).ws.close()
  })

  it('closes the socket on a frame over the size limit (1009)', async () => {
    const { token } = await t.signIn()
    const client = await connect(bearer(token))
    client.ws.send('x'.repeat(MAX_CLIENT_FRAME_BYTES + 1))
    expect(await client.closed).toBe(1009)
  })

  it('drops a socket that misses a heartbeat, and keeps one that answers', async () => {
    const { token } = await t.signIn()
    const silent = await connect(bearer(token), undefined, false)
    const answering = await connect(bearer(token))
    const pinged = new Promise((done) => answering.ws.once('ping', done))
    t.app.realtime.heartbeat()
    await pinged
    // Frames keep their order: once our ping is answered, the server has read the pong sent before it.
    answering.ws.send(JSON.stringify({ type: 'ping' }))
    await answering.until((frames) => frames.some((f) => f.type === 'pong'))
    t.app.realtime.heartbeat()
    expect(await silent.closed).toBe(1006)
    answering.frames.length = 0
    answering.ws.send(JSON.stringify({ type: 'ping' }))
    await answering.until((frames) => frames.some((f) => f.type === 'pong'))
    answering.ws.close()
  })
})
