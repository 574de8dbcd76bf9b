import type { RealtimeEventName } from '@kid/shared/realtime/events'
import { useEffect, useRef } from 'react'
import { onRealtimeFresh } from './freshListeners.ts'
import { onRealtimeEvent } from './listeners.ts'

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
