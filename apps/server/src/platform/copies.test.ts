import { Code } from '@kid/shared/codes'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freshDatabase } from '../testing/app.ts'
import { type Copies, startCopies } from '../testing/copies.ts'
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
  const signed = () => signedHeaders(copies.publicKeys.web ?? '', 'web')

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
})
