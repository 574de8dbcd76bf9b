import type { RealtimeEventName, RealtimeEvents } from '@kid/shared/realtime/events'

/**
 * What a module is given to push an event to one member's browsers (docs/realtime.md). Call it
 * after the transaction that caused the event has committed: a client told of a change reads it.
 */
export interface RealtimePublisher {
  toMember<Name extends RealtimeEventName>(
    userId: number,
    event: Name,
    data: RealtimeEvents[Name],
  ): Promise<void>
}
