import { Bell } from 'lucide-react'
import { Link } from 'react-router'
import { unreadStore } from '../../lib/commonStore.ts'
import { useStore } from '../../lib/createStore.ts'
import { useSession } from '../../lib/session/SessionProvider.tsx'
import { cn } from '../../ui/cn.ts'

/** The bell: notifications for members (with an unread dot), /login for a visitor. */
export function NotificationBell({ tone }: { tone: 'light' | 'dark' }) {
  const { loggedIn } = useSession()
  const unread = useStore(unreadStore, 0)
  const label = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'
  return (
    <Link
      to={loggedIn ? '/message' : '/login'}
      aria-label={label}
      title="Notifications"
      className={cn(
        'relative inline-flex size-10 items-center justify-center rounded-full transition-colors',
        tone === 'dark' ? 'text-white hover:bg-white/12' : 'text-fg hover:bg-ink-900/6',
      )}
    >
      <Bell className="size-5" aria-hidden="true" />
      {loggedIn && unread > 0 && (
        <span
          className="absolute top-2 right-2 size-2.5 rounded-full bg-accent-500 ring-2 ring-surface"
          aria-hidden="true"
        />
      )}
    </Link>
  )
}
