import { createHash } from 'node:crypto'
import { Redis } from 'ioredis'

/** One connection per process, shared by the rate limiter and the signature replay cache. */
export async function connectRedis(url: string): Promise<Redis> {
  // Commands fail fast while Redis is away instead of queueing requests behind it; so the
  // connection must be up before the first request.
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, enableOfflineQueue: false })
  await redis.connect()
  return redis
}

/**
 * What every Redis key and channel of this platform starts with, named after what its copies share
 * and no other platform has (its web signing key): two platforms on one Redis (staging beside
 * production, test runs side by side) never share a rate limit, a replay claim or a realtime event,
 * and Redis channels ignore the database number anyway.
 */
export function redisNamespace(platformIdentity: string): string {
  return `kid:${createHash('sha256').update(platformIdentity).digest('hex').slice(0, 16)}:`
}
