import type { RealtimeEventName, RealtimeEvents } from '@kid/shared/realtime/events'
import { useEffect, useRef } from 'react'
import { onRealtimeEvent } from './listeners.ts'

/**
 * Calls `handler` with each `name` event pushed to the signed-in member (docs/realtime.md), each
 * once. The latest handler is used, so it may close over state without resubscribing.
 */
export function useRealtimeEvent<Name extends RealtimeEventName>(
  name: Name,
  handler: (data: RealtimeEvents[Name], id: string) => void,
): void {
  const latest = useRef(handler)
  latest.current = handler
  useEffect(() => onRealtimeEvent(name, (data, id) => latest.current(data, id)), [name])
}
