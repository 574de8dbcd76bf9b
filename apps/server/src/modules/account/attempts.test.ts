import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../testing/app.ts'
import { clearAttempts, countAttempts, pruneAttempts, recordAttempt } from './attempts.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('attempt counts', () => {
  it('count within their window, clear per subject, and drop rows older than a day', async () => {
    const db = t.app.db
    const now = new Date()
    const ago = (ms: number) => new Date(now.getTime() - ms)
    await recordAttempt(db, 'login-ip', '192.0.2.1', ago(25 * 3600_000))
    await recordAttempt(db, 'login-ip', '192.0.2.1', ago(30 * 60_000))
    await recordAttempt(db, 'login-ip', '192.0.2.1', ago(60_000))
    await recordAttempt(db, 'login-ip', '192.0.2.2', ago(60_000))
    expect(await countAttempts(db, 'login-ip', '192.0.2.1', 15 * 60_000, now)).toBe(1)
    expect(await countAttempts(db, 'login-ip', '192.0.2.1', 3600_000, now)).toBe(2)
    await pruneAttempts(db, now)
    expect(await countAttempts(db, 'login-ip', '192.0.2.1', 48 * 3600_000, now)).toBe(2)
    await clearAttempts(db, 'login-ip', '192.0.2.1')
    expect(await countAttempts(db, 'login-ip', '192.0.2.1', 3600_000, now)).toBe(0)
    expect(await countAttempts(db, 'login-ip', '192.0.2.2', 3600_000, now)).toBe(1)
  })
})
