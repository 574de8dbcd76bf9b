import { SIGNATURE_MAX_AGE_MS } from '@kid/shared/headers'
import type { Redis } from 'ioredis'

/** Remembers accepted signatures so that each one is used once within its validity window. */
export interface ReplayGuard {
  /** A cheap local check, made before the RSA decryption so replays cost nothing. */
  seen(signature: string): boolean
  /** Records the signature; false when it was already recorded (atomic). */
  claim(signature: string, ttlMs: number): boolean | Promise<boolean>
}

/**
 * Two generations of sets, rotated every 2 × max age: an entry lives at least that long, which
 * covers the widest window a signature is accepted in (time − 5 min … time + 5 min), with no
 * timers and O(1) work per request.
 */
export class MemoryReplayGuard implements ReplayGuard {
  private current = new Set<string>()
  private previous = new Set<string>()
  private rotateAt: number

  constructor(
    private readonly now: () => number = Date.now,
    private readonly generationMs = 2 * SIGNATURE_MAX_AGE_MS,
  ) {
    this.rotateAt = now() + generationMs
  }

  seen(signature: string): boolean {
    this.rotate()
    return this.current.has(signature) || this.previous.has(signature)
  }

  claim(signature: string): boolean {
    if (this.seen(signature)) return false
    this.current.add(signature)
    return true
  }

  private rotate(): void {
    const now = this.now()
    if (now < this.rotateAt) return
    // After a long idle spell both generations are out of date.
    this.previous = now - this.rotateAt < this.generationMs ? this.current : new Set()
    this.current = new Set()
    this.rotateAt = now + this.generationMs
  }
}

/** Shared by every server copy: SET NX PX makes the first claim win across processes. */
export class RedisReplayGuard implements ReplayGuard {
  private readonly local = new MemoryReplayGuard()

  /** `namespace`: the platform's Redis namespace (redis.ts redisNamespace). */
  constructor(
    private readonly redis: Redis,
    private readonly namespace: string,
  ) {}

  seen(signature: string): boolean {
    return this.local.seen(signature)
  }

  async claim(signature: string, ttlMs: number): Promise<boolean> {
    this.local.claim(signature)
    const ok = await this.redis.set(
      `${this.namespace}sig:${signature}`,
      '1',
      'PX',
      Math.max(1, Math.ceil(ttlMs)),
      'NX',
    )
    return ok === 'OK'
  }
}

/** Makes a store of "first time within `windowMs`" claims: keys name their use (`view:…`, `visit:…`). */
export type OnceWithin = (windowMs: number) => ReplayGuard

/**
 * The same claims for other one-per-window facts (a view per visitor and hour, a visit per day):
 * in Redis across copies (each key expires after its window), else in this process, where an entry
 * lives one to two windows.
 */
export const onceWithin =
  (redis: Redis | undefined, namespace: string, now: () => number = Date.now): OnceWithin =>
  (windowMs) =>
    redis ? new RedisReplayGuard(redis, namespace) : new MemoryReplayGuard(now, windowMs)
