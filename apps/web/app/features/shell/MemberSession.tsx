import { RealtimeSession } from '../../lib/realtime/RealtimeSession.tsx'
import { useUnreadPoll } from '../notice/useUnreadPoll.ts'

/**
 * What runs only while a member is signed in, once for the whole app: the realtime connection and
 * the unread count's poll. Loaded by memberOnly.tsx, so a visitor's first load carries none of it.
 */
export function MemberSession() {
  useUnreadPoll()
  return <RealtimeSession />
}
