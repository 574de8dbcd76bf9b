import { describe, expect, it } from 'vitest'
import { shortCache, shortCachePer } from './cache.ts'

/** A read whose calls are counted and whose answers are released by the test. */
function gatedRead() {
  const pending: Array<{ resolve: (n: number) => void; reject: (e: Error) => void }> = []
  let calls = 0
  const read = () => {
    calls += 1
    return new Promise<number>((resolve, reject) => pending.push({ resolve, reject }))
  }
  return { read, calls: () => calls, next: () => pending.shift() }
}

describe('a short cache of a public answer', () => {
  it('reads once for a burst of callers, and they all get that answer', async () => {
    const gate = gatedRead()
    const cache = shortCache(gate.read, 3_000, () => 0)
    const burst = Array.from({ length: 20 }, () => cache.get())
    gate.next()?.resolve(7)
    expect(await Promise.all(burst)).toEqual(Array(20).fill(7))
    expect(gate.calls()).toBe(1)
  })

  it('reuses the answer until the time has passed since it came, then reads anew', async () => {
    let clock = 1_000
    let value = 0
    const cache = shortCache(
      async () => ++value,
      3_000,
      () => clock,
    )
    expect(await cache.get()).toBe(1)
    clock += 2_999
    expect(await cache.get()).toBe(1)
    clock += 1
    expect(await cache.get()).toBe(2)
  })

  it('keeps no failure: the next caller reads again', async () => {
    const gate = gatedRead()
    const cache = shortCache(gate.read, 3_000, () => 0)
    const failed = cache.get()
    gate.next()?.reject(new Error('database away'))
    await expect(failed).rejects.toThrow('database away')
    const retried = cache.get()
    gate.next()?.resolve(5)
    expect(await retried).toBe(5)
    expect(gate.calls()).toBe(2)
  })

  it('forgets its answer when cleared (an operator changed the data)', async () => {
    let value = 0
    const cache = shortCache(async () => ++value, 60_000)
    expect(await cache.get()).toBe(1)
    cache.clear()
    expect(await cache.get()).toBe(2)
  })

  it('keeps one answer per owner, so two apps never share one', async () => {
    const cacheOf = shortCachePer(async (owner: { name: string }) => owner.name)
    const [a, b] = [{ name: 'a' }, { name: 'b' }]
    expect([await cacheOf(a).get(), await cacheOf(b).get()]).toEqual(['a', 'b'])
    expect(cacheOf(a)).toBe(cacheOf(a))
  })
})
