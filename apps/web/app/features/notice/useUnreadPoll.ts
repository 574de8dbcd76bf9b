import { UNREAD_POLL_MS } from '@kid/shared/notice'
import { useEffect } from 'react'
import { useRealtimeEvent } from '../../lib/realtime/useRealtimeEvent.ts'
import { useSession } from '../../lib/session/SessionProvider.tsx'
import { noticeApi } from './api.ts'
import { setUnreadCount } from './useUnreadCount.ts'

// Apart from useUnreadCount.ts, which every page's tab bar and bell read: this runs for members
// only and loads with MemberSession, not with every page.

/** Asks the server for the count now. */
export async function refreshUnreadCount(): Promise<void> {
  const { num } = await noticeApi.count()
  setUnreadCount(num)
}

/**
 * Keeps the count fresh while signed in: set by the realtime event the moment a notice is written
 * or read, and read now, then every 30 s (spec 001 §9), the fallback when the realtime channel is
 * down. Mounted once, by MemberSession (features/shell).
 */
export function useUnreadPoll(): void {
  const { loggedIn } = useSession()
  useRealtimeEvent('notice.count', ({ num }) => setUnreadCount(num))
  useEffect(() => {
    if (!loggedIn) return
    // A failed poll keeps the last count; the next one tries again.
    const poll = () => void refreshUnreadCount().catch(() => undefined)
    poll()
    const timer = setInterval(poll, UNREAD_POLL_MS)
    return () => clearInterval(timer)
  }, [loggedIn])
}
