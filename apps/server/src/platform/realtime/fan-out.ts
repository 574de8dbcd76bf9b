import { randomUUID } from 'node:crypto'
import type { Redis } from 'ioredis'
import type { StoredEvent } from './store.ts'

/** Carries a stored event to the sockets of every copy: this one always, the others through Redis. */
export interface FanOut {
  publish(event: StoredEvent): Promise<void>
  close(): Promise<void>
}

type Deliver = (event: StoredEvent) => void

/** One copy alone: an event goes straight to this copy's sockets. */
export function inProcessFanOut(deliver: Deliver): FanOut {
  return {
    async publish(event) {
      deliver(event)
    },
    async close() {},
  }
}

/**
 * Several copies on one Redis: an event is delivered here at once and published on the channel for
 * the others. A copy skips what it sent itself (each names itself with a random id). A subscribed
 * connection can do nothing else, so it is a second one, opened from the shared one's settings.
 */
export async function redisFanOut(
  redis: Redis,
  channel: string,
  deliver: Deliver,
  onError: (error: unknown) => void,
): Promise<FanOut> {
  const self = randomUUID()
  const subscriber = redis.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null })
  subscriber.on('error', onError)
  subscriber.on('message', (_channel: string, text: string) => {
    try {
      const { from, event } = JSON.parse(text) as { from: string; event: StoredEvent }
      if (from !== self) deliver(event)
    } catch (error) {
      onError(error)
    }
  })
  await subscriber.subscribe(channel)
  return {
    async publish(event) {
      deliver(event)
      await redis.publish(channel, JSON.stringify({ from: self, event }))
    },
    async close() {
      subscriber.disconnect()
    },
  }
}
