import { Code } from '@kid/shared/codes'
import { ok } from '@kid/shared/envelope'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  authenticate,
  hashToken,
  issueSession,
  revokeSession,
  SESSION_IDLE_MS,
  SESSION_MAX_AGE_MS,
} from '../modules/account/session.ts'
import { accountSession } from '../modules/account/tables.ts'
import { createUser } from '../modules/account/users.ts'
import { createTestApp, type TestApp } from '../testing/app.ts'

/** Test-only routes: one open, one behind login, each returning who the caller is. */
function whoami(app: FastifyInstance) {
  app.get('/api/accountservice/open/test/whoami', async (request) =>
    ok({ user: request.user, os: request.ctx.os }),
  )
  app.get('/api/accountservice/user/test/whoami', async (request) => ok({ user: request.user }))
}

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({}, whoami)
})
afterAll(() => t.close())

const OPEN = '/api/accountservice/open/test/whoami'
const USER = '/api/accountservice/user/test/whoami'

describe('the signature rule', () => {
  it('requires a signature on every /api call', async () => {
    const res = await t.app.inject({ url: OPEN })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ code: Code.BAD_SIGNATURE, msg: 'Missing signature header', data: null })
  })

  it('lets the key endpoint and health checks through unsigned', async () => {
    const keys = await t.app.inject({ url: '/api/accountservice/open/platform/keys' })
    expect(keys.json().code).toBe(Code.SUCCESS)
    expect(Object.keys(keys.json().data)).toEqual(['web', 'android', 'ios', 'mobile', 'x25519'])
    expect(keys.json().data.web).toMatch(/^-----BEGIN PUBLIC KEY-----/)
    expect(Object.keys(keys.json().data.x25519)).toEqual(['web', 'android', 'ios', 'mobile'])
    expect(keys.json().data.x25519.web).toMatch(/^-----BEGIN PUBLIC KEY-----/)
    expect((await t.app.inject({ url: '/healthz' })).json().code).toBe(Code.SUCCESS)
  })

  it('accepts a signed call once and refuses its replay', async () => {
    const headers = t.signed('android')
    const first = await t.app.inject({ url: OPEN, headers })
    expect(first.json()).toEqual({ code: Code.SUCCESS, msg: 'success', data: { user: null, os: 'android' } })
    const replay = await t.app.inject({ url: OPEN, headers })
    expect(replay.json()).toMatchObject({
      code: Code.BAD_SIGNATURE,
      msg: expect.stringMatching(/already used/),
    })
  })

  it('checks the signature before the session', async () => {
    const res = await t.app.inject({ url: USER })
    expect(res.json().code).toBe(Code.BAD_SIGNATURE)
  })
})

describe('the login rule', () => {
  it('answers 401 with 1511504 without a token on a non-open path', async () => {
    const res = await t.app.inject({ url: USER, headers: t.signed() })
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ code: Code.UNAUTHORIZED, msg: 'Please log in first', data: null })
  })

  it('answers 401 for an unknown token', async () => {
    const res = await t.app.inject({ url: USER, headers: { ...t.signed(), authorization: 'Bearer nope' } })
    expect(res.statusCode).toBe(401)
    expect(res.json().code).toBe(Code.UNAUTHORIZED)
  })

  it('gives handlers the user behind a raw or Bearer token', async () => {
    const session = await t.signIn({ email: 'Ann@Example.com', username: 'ann_1' })
    const raw = await t.app.inject({ url: USER, headers: session.headers() })
    expect(raw.json().data.user).toEqual({
      id: session.userId,
      uid: session.uid,
      email: 'ann@example.com',
      username: 'ann_1',
      sessionId: expect.any(Number),
    })
    const bearer = await t.app.inject({
      url: USER,
      headers: { ...t.signed(), authorization: `Bearer ${session.token}` },
    })
    expect(bearer.json().data.user.id).toBe(session.userId)
  })

  it('knows the user on open paths when a token is sent, and ignores a bad one', async () => {
    const session = await t.signIn()
    const known = await t.app.inject({ url: OPEN, headers: session.headers() })
    expect(known.json().data.user.id).toBe(session.userId)
    const bad = await t.app.inject({ url: OPEN, headers: { ...t.signed(), authorization: 'nope' } })
    expect(bad.json()).toMatchObject({ code: Code.SUCCESS, data: { user: null } })
  })

  it('ends a revoked session', async () => {
    const session = await t.signIn()
    await revokeSession(t.app.db, session.token)
    const res = await t.app.inject({ url: USER, headers: session.headers() })
    expect(res.statusCode).toBe(401)
    expect(res.json().msg).toBe('Your session has expired, please log in again')
  })
})

describe('sessions', () => {
  it('store only the token hash', async () => {
    const { id } = await createUser(t.app.db)
    const { token } = await issueSession(t.app.db, id)
    expect(token).toMatch(/^[\w-]{43}$/)
    const rows = await t.app.db.select().from(accountSession).where(eq(accountSession.userId, id))
    expect(rows.map((r) => r.tokenHash)).toEqual([hashToken(token)])
  })

  it('expire absolutely and after inactivity, and touch last_seen at most once a minute', async () => {
    const { id } = await createUser(t.app.db)
    const start = new Date('2030-01-01T00:00:00Z')
    const at = (ms: number) => new Date(start.getTime() + ms)
    const { token } = await issueSession(t.app.db, id, start)
    const lastSeen = async () =>
      (
        await t.app.db
          .select()
          .from(accountSession)
          .where(eq(accountSession.tokenHash, hashToken(token)))
      )[0]?.lastSeenAt

    expect(await authenticate(t.app.db, token, at(30_000))).toBeDefined()
    expect(await lastSeen()).toEqual(start)
    expect(await authenticate(t.app.db, token, at(90_000))).toBeDefined()
    expect(await lastSeen()).toEqual(at(90_000))

    expect(await authenticate(t.app.db, token, at(90_000 + SESSION_IDLE_MS + 1))).toBeUndefined()

    // Active every day, it still ends at the absolute limit.
    for (let day = 1; day * 24 * 3600_000 < SESSION_MAX_AGE_MS; day += 5) {
      expect(await authenticate(t.app.db, token, at(day * 24 * 3600_000))).toBeDefined()
    }
    expect(await authenticate(t.app.db, token, at(SESSION_MAX_AGE_MS))).toBeUndefined()
  })
})
