import { unreadStore } from '../../lib/commonStore.ts'
import { useStore } from '../../lib/createStore.ts'

/** The member's unread notices, wherever it is shown (the bell, the mobile messages bar). */
export function useUnreadCount(): number {
  return useStore(unreadStore, 0)
}

/**
 * Sets the count at once: after a click marks a notice read, and from the realtime event
 * (`useRealtimeEvent('notice.count', ({ num }) => setUnreadCount(num))`).
 */
export function setUnreadCount(num: number): void {
  unreadStore.set(num)
}
