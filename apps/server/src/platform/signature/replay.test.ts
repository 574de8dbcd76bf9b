import { SIGNATURE_MAX_AGE_MS } from '@kid/shared/headers'
import { describe, expect, it } from 'vitest'
import { MemoryReplayGuard } from './replay.ts'

describe('MemoryReplayGuard', () => {
  it('remembers a signature for at least twice the maximum age, then forgets it', () => {
    const generation = 2 * SIGNATURE_MAX_AGE_MS
    let now = 0
    const guard = new MemoryReplayGuard(() => now)
    expect(guard.claim('a')).toBe(true)
    expect(guard.claim('a')).toBe(false)
    now = generation // first rotation: 'a' moves to the previous generation
    expect(guard.seen('a')).toBe(true)
    expect(guard.claim('b')).toBe(true)
    now = 2 * generation - 1
    expect(guard.seen('a')).toBe(true)
    now = 2 * generation // second rotation: 'a' is gone, 'b' is kept one more generation
    expect(guard.seen('a')).toBe(false)
    expect(guard.seen('b')).toBe(true)
  })

  it('forgets everything after a long idle spell', () => {
    let now = 0
    const guard = new MemoryReplayGuard(() => now)
    guard.claim('a')
    now = 100 * SIGNATURE_MAX_AGE_MS
    expect(guard.seen('a')).toBe(false)
  })
})
