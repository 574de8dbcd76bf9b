import { createRequire } from 'node:module'
import rateLimit from '@fastify/rate-limit'
import { Code } from '@kid/shared/codes'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Redis } from 'ioredis'
import { ApiError } from './errors.ts'

/** A count in one window: the answer of the plugin's stores. */
type Count = { current: number; ttl: number }
type Store = {
  incr(
    key: string,
    cb: (error: Error | null, count: Count | null) => void,
    windowMs: number,
    max: number,
  ): void
}

// The plugin's own stores and duration format (CommonJS, no exports map), required from the plugin's
// folder: the general limit counts exactly as the plugin's per-route limits do, in memory or with
// the same Lua script and keys in Redis, and says the wait the same way.
const require = createRequire(createRequire(import.meta.url).resolve('@fastify/rate-limit'))
const LocalStore: new (continueExceeding: boolean, exponentialBackoff: boolean, cache: number) => Store =
  require('./store/LocalStore.js')
const RedisStore: new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key: string,
) => Store = require('./store/RedisStore.js')
const { format }: { format: (ms: number, long: boolean) => string } = require('@lukeed/ms')

/**
 * One step of the API guard: done when it returns nothing, pending while its promise is
 * (api-guard.ts runs the steps synchronously as long as none waits).
 */
export type GuardStep = (request: FastifyRequest, reply: FastifyReply) => void | Promise<void>

export const rateLimitedMessage = (ttlMs: number) =>
  `Too many requests, please retry in ${format(Math.ceil(ttlMs / 1000) * 1000, true)}`

/**
 * Limits are counted per client IP (see client-ip.ts), in Redis when configured so that all
 * server copies share them. Returns the general API limit; a route may set its own tighter
 * `config.rateLimit` (e.g. the subscription calls), which the plugin applies instead of it.
 *
 * The general limit runs on every /api call, so it is not the plugin's hook: that one is four
 * promises deep (an async hook, an async apply, an awaited key, a promise around the store). This
 * step asks the same store with a callback, which the memory store answers at once, so the call
 * goes on without waiting a turn; with Redis it waits for the one round trip. Same headers, same
 * answer past the limit, and Redis trouble lets requests through (skipOnError), as the plugin does.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  options: { perMinute: number; redis: Redis | undefined; namespace: string },
): Promise<GuardStep> {
  await app.register(rateLimit, {
    global: false,
    redis: options.redis,
    nameSpace: `${options.namespace}rl:`,
    // Redis away: let requests through rather than fail them all (the replay check still fails closed).
    skipOnError: true,
    keyGenerator: (request) => request.clientIp,
    errorResponseBuilder: (_request, context) =>
      new ApiError(Code.RATE_LIMITED, `Too many requests, please retry in ${context.after}`),
  })
  const max = options.perMinute
  const windowMs = 60_000
  // The keys the plugin's app.rateLimit() used for this limit (its child store of a route-less
  // limit), so copies of two releases share their counts during a rolling update.
  const store = options.redis
    ? new RedisStore(false, false, options.redis, `${options.namespace}rl:undefinedundefined-`)
    : new LocalStore(false, false, 5000)
  const apply = (reply: FastifyReply, count: Count | null) => {
    // A store error counts as nothing (skipOnError).
    const current = count?.current ?? 0
    const resetS = Math.ceil((count?.ttl ?? 0) / 1000)
    reply.header('x-ratelimit-limit', max)
    reply.header('x-ratelimit-remaining', Math.max(0, max - current))
    reply.header('x-ratelimit-reset', resetS)
    if (current <= max) return
    reply.header('retry-after', resetS)
    throw new ApiError(Code.RATE_LIMITED, rateLimitedMessage(count?.ttl ?? 0))
  }
  return (request, reply) => {
    // The memory store answers within incr; Redis answers later, into the promise made below.
    let answer: Count | null | undefined
    let later: ((count: Count | null) => void) | undefined
    store.incr(
      request.clientIp,
      (_error, count) => {
        if (later) later(count)
        else answer = count
      },
      windowMs,
      max,
    )
    if (answer !== undefined) return apply(reply, answer)
    return new Promise<void>((resolve, reject) => {
      later = (count) => {
        try {
          apply(reply, count)
          resolve()
        } catch (error) {
          reject(error)
        }
      }
    })
  }
}
