import type { RealtimeEventName, RealtimeEvents } from '@kid/shared/realtime/events'
import { useEffect, useRef } from 'react'
import { onRealtimeEvent, onRealtimeFresh } from './listeners.ts'

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

/**
 * Reads a view again on each `name` event, and once the page's connection is first ready: an
 * event sent between the page's render and the connection (a deposit credited meanwhile) is not
 * replayed to a fresh connection, so the view reads what it may have missed.
 */
export function useRealtimeRefresh(name: RealtimeEventName, refresh: () => void): void {
  const latest = useRef(refresh)
  latest.current = refresh
  useEffect(() => {
    const stops = [onRealtimeEvent(name, () => latest.current()), onRealtimeFresh(() => latest.current())]
    return () => {
      for (const stop of stops) stop()
    }
  }, [name])
}
