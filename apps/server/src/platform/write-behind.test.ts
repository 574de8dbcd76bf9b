import { sql } from 'drizzle-orm'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestApp } from '../testing/app.ts'
import { WriteBehind } from './write-behind.ts'

afterEach(() => {
  vi.useRealTimers()
})

describe('write-behind counters', () => {
  it('are written once more when the app closes, while the database is still open', async () => {
    const written: string[] = []
    const t = await createTestApp({}, (app) =>
      app.writeBehind.register(async () => {
        // Fails once the database is closed.
        await app.db.execute(sql`select 1`)
        written.push('counts')
      }),
    )
    expect(written).toEqual([])
    await t.close()
    expect(written).toEqual(['counts'])
  })

  it('are flushed on the timer, and a failing flush neither stops the others nor the timer', async () => {
    vi.useFakeTimers()
    const writes: string[] = []
    const errors: unknown[] = []
    const behind = new WriteBehind()
    behind.register(async () => {
      throw new Error('database away')
    })
    behind.register(async () => void writes.push('views'))
    const stop = behind.start(5_000, (error) => errors.push(error))
    await vi.advanceTimersByTimeAsync(4_999)
    expect(writes).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(writes).toEqual(['views'])
    await vi.advanceTimersByTimeAsync(5_000)
    expect(writes).toEqual(['views', 'views'])
    expect(errors).toHaveLength(2)
    stop()
    await vi.advanceTimersByTimeAsync(10_000)
    expect(writes).toHaveLength(2)
  })
})
