import { Redis } from 'ioredis'

/** One connection per process, shared by the rate limiter and the signature replay cache. */
export function connectRedis(url: string): Redis {
  // Commands fail fast while Redis is away instead of queueing requests behind it.
  return new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false })
}
