import type { FastifyInstance } from 'fastify'
import type { Redis } from 'ioredis'
import type { Db } from '../db/database.ts'
import { type EndpointOptions, registerRealtimeEndpoint } from './endpoint.ts'
import { type HubOptions, RealtimeHub } from './hub.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** The realtime channel: modules are given it as their RealtimePublisher; tests open sockets on it. */
    realtime: RealtimeHub
  }
}

/** A dead peer is noticed within two of these (a ping unanswered by the next one). */
export const HEARTBEAT_MS = 30_000
/** How often open sockets' sessions are checked again (sign-out elsewhere, blacklist). */
export const SESSION_RECHECK_MS = 5 * 60_000
/** How often events past the retention are deleted. */
export const PRUNE_EVERY_MS = 10 * 60_000

export type RealtimeOptions = EndpointOptions & {
  db: Db
  redis: Redis | undefined
  channel: HubOptions['channel']
  stillAllowed: HubOptions['stillAllowed']
}

/** The realtime channel (docs/realtime.md): the hub, its /realtime endpoint and its timers. */
export async function registerRealtime(app: FastifyInstance, options: RealtimeOptions): Promise<RealtimeHub> {
  const onError = (error: unknown) => app.log.error({ err: error }, 'realtime channel failed')
  const hub = await RealtimeHub.create({
    db: options.db,
    redis: options.redis,
    channel: options.channel,
    stillAllowed: options.stillAllowed,
    onError,
  })
  app.decorate('realtime', hub)
  registerRealtimeEndpoint(app, hub, options)
  const timers = [
    setInterval(() => hub.heartbeat(), HEARTBEAT_MS),
    setInterval(() => hub.recheckSessions().catch(onError), SESSION_RECHECK_MS),
    setInterval(() => hub.prune().catch(onError), PRUNE_EVERY_MS),
  ]
  // The timers alone never keep the process (or a test run) alive.
  for (const timer of timers) timer.unref()
  // preClose: sockets are told to go before the server stops and the database closes.
  app.addHook('preClose', async () => {
    for (const timer of timers) clearInterval(timer)
    await hub.close()
  })
  return hub
}
