import { describe, expect, it } from 'vitest'
import { hashPassword, verifyPassword } from './password.ts'
import { Semaphore } from './semaphore.ts'
import { digest } from './testing.ts'

describe('password hashing', () => {
  it('stores argon2id of the digest and verifies only the same digest', async () => {
    const stored = await hashPassword(digest('Secret123'))
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    expect(await verifyPassword(stored, digest('Secret123'))).toBe(true)
    expect(await verifyPassword(stored, digest('Secret124'))).toBe(false)
  })

  it('checks a dummy hash when there is no password, and never says yes', async () => {
    expect(await verifyPassword(undefined, '0'.repeat(64))).toBe(false)
    expect(await verifyPassword(null, digest('Secret123'))).toBe(false)
  })
})

describe('Semaphore', () => {
  it('runs at most `limit` tasks at once and all of them in the end', async () => {
    const slots = new Semaphore(2)
    let peak = 0
    const task = async (n: number) => {
      peak = Math.max(peak, slots.running)
      await new Promise((resolve) => setImmediate(resolve))
      return n
    }
    const results = await Promise.all([1, 2, 3, 4, 5].map((n) => slots.run(() => task(n))))
    expect(results).toEqual([1, 2, 3, 4, 5])
    expect(peak).toBe(2)
    expect(slots.running).toBe(0)
  })

  it('frees the slot of a task that throws', async () => {
    const slots = new Semaphore(1)
    await expect(slots.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
    expect(await slots.run(async () => 'next')).toBe('next')
  })
})
