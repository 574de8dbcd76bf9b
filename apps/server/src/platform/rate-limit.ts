import rateLimit from '@fastify/rate-limit'
import { Code } from '@kid/shared/codes'
import type { FastifyInstance, onRequestHookHandler } from 'fastify'
import type { Redis } from 'ioredis'
import { ApiError } from './errors.ts'

/**
 * Limits are counted per client IP (see client-ip.ts), in Redis when configured so that all
 * server copies share them. Returns the handler of the general API limit; a route may set its own
 * tighter `config.rateLimit` (e.g. the subscription calls).
 */
export async function registerRateLimit(
  app: FastifyInstance,
  options: { perMinute: number; redis: Redis | undefined; namespace: string },
): Promise<onRequestHookHandler> {
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
  return app.rateLimit({ max: options.perMinute, timeWindow: 60_000 })
}
