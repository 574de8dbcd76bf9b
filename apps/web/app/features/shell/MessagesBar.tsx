import { MessageSquareText } from 'lucide-react'
import { Link } from 'react-router'
import { useSession } from '../../lib/session/SessionProvider.tsx'
import { useUnreadCount } from '../notice/useUnreadCount.ts'

/**
 * A logged-in mobile user gets a messages bar (below 750 px; hidden inside the native app) with the
 * unread count; it leads to the notifications (/message) until the chat pages (/messages) exist.
 */
export function MessagesBar() {
  const { loggedIn, embedded } = useSession()
  const unread = useUnreadCount()
  if (!loggedIn || embedded) return null
  return (
    <nav
      aria-label="Messages bar"
      className="fixed inset-x-0 bottom-0 z-[90] border-t border-line bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur desk:hidden"
    >
      <Link
        to="/message"
        className="flex h-14 items-center justify-center gap-2 text-sm font-semibold text-fg"
      >
        <MessageSquareText className="size-5 text-brand-600" aria-hidden="true" />
        Messages
        {unread > 0 && (
          <span className="rounded-full bg-accent-500 px-2 py-0.5 text-xs font-bold text-white">
            {unread > 99 ? '99+' : unread}
            <span className="sr-only"> unread</span>
          </span>
        )}
      </Link>
    </nav>
  )
}
