import { Code } from '@kid/shared/codes'
import { NEWSTYPE, NOTICE_BASE } from '@kid/shared/notice'
import type { ServerFrame } from '@kid/shared/realtime/frames'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMembers } from '../modules/account/index.ts'
import { issueSession } from '../modules/account/session.ts'
import { createUser } from '../modules/account/users.ts'
import { createNotices } from '../modules/notice/index.ts'
import { freshDatabase } from '../testing/app.ts'
import { type Copies, startCopies } from '../testing/copies.ts'
import { isClient, openRealtime } from '../testing/realtime-client.ts'
import { transaction } from './db/after-commit.ts'
import { openDatabase } from './db/database.ts'
import { signedHeaders } from './signature/testing.ts'

const databaseUrl = process.env.DATABASE_URL
const redisUrl = process.env.TEST_REDIS_URL
if (!databaseUrl || !redisUrl) console.warn('Two-process tests skipped: set DATABASE_URL and TEST_REDIS_URL')

const LIMIT = 6
const ROUTE = '/api/dataservice/open/collections/categories'

/**
 * Two real server processes on one PostgreSQL and one Redis, as behind a load balancer: what must
 * happen once happens once whichever copy a request (or the scheduler) reaches.
 */
describe.skipIf(!databaseUrl || !redisUrl)('[postgres] [redis] two server processes', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>
  let copies: Copies
  let client: pg.Client
  beforeAll(async () => {
    database = await freshDatabase(databaseUrl ?? '')
    copies = await startCopies(2, {
      databaseUrl: database.url,
      redisUrl: redisUrl ?? '',
      // The test calls from 127.0.0.1 and names its client in X-Forwarded-For, one address per check.
      env: { RATE_LIMIT_PER_MINUTE: String(LIMIT), TRUST_PROXY: '127.0.0.1' },
    })
    client = new pg.Client({ connectionString: database.url })
    await client.connect()
  }, 120_000)
  afterAll(async () => {
    await client?.end()
    await copies?.stop()
    await database?.drop()
  })

  const call = (copy: number, headers: Record<string, string>, ip: string) =>
    fetch(`${copies.copies[copy]?.url}${ROUTE}`, { headers: { ...headers, 'x-forwarded-for': ip } }).then(
      async (res) => ((await res.json()) as { code: number }).code,
    )
  const signed = () => signedHeaders(copies.publicKeys.x25519.web, 'web')

  it('refuses on copy B a signed request already used on copy A', async () => {
    const headers = signed()
    expect(await call(0, headers, '198.51.100.1')).toBe(Code.SUCCESS)
    expect(await call(1, headers, '198.51.100.2')).toBe(Code.BAD_SIGNATURE)
  })

  it('counts one client’s requests on both copies against one rate limit', async () => {
    const ip = '198.51.100.3'
    for (let i = 0; i < LIMIT; i++) expect(await call(i % 2, signed(), ip)).toBe(Code.SUCCESS)
    // Each copy has seen only half the limit: only a shared count refuses now.
    expect(await call(0, signed(), ip)).toBe(Code.RATE_LIMITED)
    expect(await call(1, signed(), ip)).toBe(Code.RATE_LIMITED)
  })

  it('runs each slot of a scheduled job on one copy only', async () => {
    // jobs.prune runs every minute on both copies' schedules; wait for a slot to pass.
    const slots = async () =>
      (
        await client.query<{ key: string; state: string; attempts: number }>(
          `select key, state, attempts from platform_jobs where name = 'jobs.prune' order by key`,
        )
      ).rows
    await expect
      .poll(async () => (await slots()).filter((s) => s.state === 'completed').length, {
        timeout: 90_000,
        interval: 1000,
      })
      .toBeGreaterThanOrEqual(1)
    for (const slot of (await slots()).filter((s) => s.state === 'completed')) {
      // Claimed once: a second run would have counted a second attempt.
      expect(slot).toMatchObject({ state: 'completed', attempts: 1 })
    }
  }, 120_000)

  it('tells a member’s socket on copy B of a notice read through copy A, and resumes there what it missed', async () => {
    const { db, close } = await openDatabase({ databaseUrl: database.url, dataDir: '' })
    const { id: userId } = await createUser(db)
    const { token } = await issueSession(db, userId)
    const notices = createNotices({ db, members: createMembers(db) })
    for (const n of [1, 2])
      await transaction(db, (tx) =>
        notices.notify(tx, {
          userId,
          title: 'Your item sold',
          content: `Blue Cat #${n} sold`,
          newstype: NEWSTYPE.SOLD,
          contentid: String(n),
          eventKey: `copies:${n}`,
        }),
      )
    await close()
    let ip = 10
    const onA = async (path: string) => {
      const res = await fetch(`${copies.copies[0]?.url}${NOTICE_BASE}/${path}`, {
        headers: { ...signed(), authorization: token, 'x-forwarded-for': `198.51.100.${ip++}` },
      })
      return (await res.json()) as { code: number; data: { list: { id: number }[] } }
    }
    // A browser's socket on copy B: the HttpOnly cookie, sent from a page of that copy's site.
    const siteB = copies.copies[1]?.url ?? ''
    const socketOnB = (after?: string) =>
      openRealtime(`${siteB.replace(/^http/, 'ws')}/realtime${after ? `?after=${after}` : ''}`, {
        cookie: `token=${token}`,
        origin: siteB,
      })
    const ready = (frames: ServerFrame[]) => frames.some((f) => f.type === 'ready')

    const first = await socketOnB()
    if (!isClient(first)) throw new Error(`copy B refused the socket: ${JSON.stringify(first)}`)
    await first.until(ready)
    const [newest, older] = (await onA('findpage?type=3&page=1&size=3')).data.list
    expect((await onA(`updatenewstatus?id=${newest?.id}`)).code).toBe(Code.SUCCESS)
    await first.until(() => first.events().length === 1)
    expect(first.events()[0]).toMatchObject({ event: 'notice.count', data: { num: 1 } })
    const seen = first.events()[0]?.id
    first.ws.close()
    await first.closed

    // Away from copy B while the other notice is read through copy A: on return, it comes once.
    expect((await onA(`updatenewstatus?id=${older?.id}`)).code).toBe(Code.SUCCESS)
    const back = await socketOnB(seen)
    if (!isClient(back)) throw new Error(`copy B refused the socket: ${JSON.stringify(back)}`)
    await back.until(ready)
    expect(back.events().map((e) => e.data)).toEqual([{ num: 0 }])
    back.ws.close()
  })
})
