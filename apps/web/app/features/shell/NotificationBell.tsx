import { Bell } from 'lucide-react'
import { Link } from 'react-router'
import { useSession } from '../../lib/session/SessionProvider.tsx'
import { cn } from '../../ui/cn.ts'
import { onDemandPopup } from '../../ui/onDemandPopup.tsx'
import { useUnreadCount } from '../notice/useUnreadCount.ts'

const Popover = onDemandPopup(
  () => import('./NotificationPopover.tsx').then((m) => m.NotificationPopover),
  'dialog',
)

/** The bell: the notification popup for members (with an unread dot), /login for a visitor. */
export function NotificationBell({ tone }: { tone: 'light' | 'dark' }) {
  const { loggedIn } = useSession()
  const unread = useUnreadCount()
  const label = loggedIn && unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'
  const className = cn(
    'relative inline-flex size-10 items-center justify-center rounded-full transition-colors',
    tone === 'dark' ? 'text-white hover:bg-white/12' : 'text-fg hover:bg-ink-900/6',
  )
  const icon = (
    <>
      <Bell className="size-5" aria-hidden="true" />
      {loggedIn && unread > 0 && (
        <span
          className="absolute top-2 right-2 size-2.5 rounded-full bg-accent-500 ring-2 ring-surface"
          aria-hidden="true"
        />
      )}
    </>
  )
  if (!loggedIn)
    return (
      <Link to="/login" aria-label={label} title="Notifications" className={className}>
        {icon}
      </Link>
    )
  return (
    <Popover
      trigger={
        <button type="button" aria-label={label} title="Notifications" className={className}>
          {icon}
        </button>
      }
    />
  )
}
