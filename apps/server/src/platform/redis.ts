import { Redis } from 'ioredis'

/** One connection per process, shared by the rate limiter and the signature replay cache. */
export async function connectRedis(url: string): Promise<Redis> {
  // Commands fail fast while Redis is away instead of queueing requests behind it; so the
  // connection must be up before the first request.
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, enableOfflineQueue: false })
  await redis.connect()
  return redis
}
