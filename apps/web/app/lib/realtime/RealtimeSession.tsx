import { useEffect } from 'react'
import { useSession } from '../session/SessionProvider.tsx'

/**
 * Keeps the realtime connection open while a member is signed in, and closes it on sign-out. The
 * connection's code loads only then, so a visitor's first load carries none of it.
 */
export function RealtimeSession(): null {
  const { loggedIn } = useSession()
  useEffect(() => {
    if (!loggedIn) return
    let stop: (() => void) | undefined
    let cancelled = false
    import('./browserConnection.ts').then(({ startBrowserConnection }) => {
      if (!cancelled) stop = startBrowserConnection()
    })
    return () => {
      cancelled = true
      stop?.()
    }
  }, [loggedIn])
  return null
}
