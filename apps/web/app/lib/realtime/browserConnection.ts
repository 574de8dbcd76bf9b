import { REALTIME_PATH, RESUME_PARAM } from '@kid/shared/realtime/frames'
import { createRealtimeConnection } from './connection.ts'
import { emitRealtimeFresh } from './freshListeners.ts'
import { emitRealtime } from './listeners.ts'

/** A page hidden this long (a background tab, a locked phone) lets its socket go until shown again. */
export const HIDDEN_GRACE_MS = 60_000

/**
 * The page's connection, on the page's own origin (the session cookie goes along). Loaded on
 * demand once a member is signed in; it pauses while the page stays hidden and resumes when shown,
 * the server sending what came meanwhile. Returns the stop function.
 */
export function startBrowserConnection(): () => void {
  const connection = createRealtimeConnection({
    url(after) {
      const url = new URL(REALTIME_PATH, window.location.href)
      url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:'
      if (after) url.searchParams.set(RESUME_PARAM, after)
      return url.toString()
    },
    open(url, on) {
      const socket = new WebSocket(url)
      socket.onopen = () => on.open()
      socket.onmessage = (event) => on.message(event.data)
      socket.onclose = (event) => on.close(event.code)
      return socket
    },
    emit: emitRealtime,
    fresh: emitRealtimeFresh,
    setTimer: (run, ms) => window.setTimeout(run, ms),
    clearTimer: (timer) => window.clearTimeout(timer as number),
    random: Math.random,
  })
  let pause: number | undefined
  const onVisibility = () => {
    window.clearTimeout(pause)
    if (document.visibilityState === 'hidden')
      pause = window.setTimeout(() => connection.stop(), HIDDEN_GRACE_MS)
    else connection.start()
  }
  document.addEventListener('visibilitychange', onVisibility)
  connection.start()
  return () => {
    window.clearTimeout(pause)
    document.removeEventListener('visibilitychange', onVisibility)
    connection.stop()
  }
}
