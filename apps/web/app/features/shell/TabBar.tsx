import { House, type LucideIcon, MessageSquareText, Rocket, Store, UserRound } from 'lucide-react'
import { NavLink } from 'react-router'
import { authHref } from '../../lib/authLinks.ts'
import { type Domain, isLive, liveOnly } from '../../lib/domains.ts'
import { useSession } from '../../lib/session/SessionProvider.tsx'
import { cn } from '../../ui/cn.ts'
import { useUnreadCount } from '../notice/useUnreadCount.ts'

type Tab = { label: string; to: string; icon: LucideIcon; domain?: Domain; members?: true; unread?: true }

// Messages leads to the notifications (/message) until the chat pages (/messages) exist.
const TABS = liveOnly<Tab>([
  { label: 'Home', to: '/', icon: House },
  { label: 'Marketplace', to: '/marketplace', icon: Store, domain: 'market' },
  { label: 'Launchpad', to: '/launchpad', icon: Rocket, domain: 'launchpad' },
  {
    label: 'Messages',
    to: isLive('im') ? '/messages' : '/message',
    icon: MessageSquareText,
    domain: 'notice',
    members: true,
    unread: true,
  },
  { label: 'Me', to: '/profile', icon: UserRound, members: true },
])

/**
 * The phones' tab bar (below 750 px; not inside the native app): Home, Marketplace, Launchpad,
 * Messages and Me, each domain's tab once its pages exist. For a member the Messages tab carries the
 * unread count: it is the spec's messages bar (000 §2.3). A visitor's Messages and Me go to Log In,
 * which brings them back.
 */
export function TabBar() {
  const { loggedIn, embedded } = useSession()
  const unread = useUnreadCount()
  if (embedded) return null
  // Opaque, not frosted: a backdrop blur under a bar that is on every phone screen is redrawn with
  // each scrolled frame, and a phone without a GPU paints it slowly (docs/web.md "Keeping pages fast").
  return (
    <nav
      aria-label="Tab bar"
      className="fixed inset-x-0 bottom-0 z-[90] border-t border-line bg-surface pb-[env(safe-area-inset-bottom)] desk:hidden"
    >
      <ul className="flex h-14">
        {TABS.map((tab) => {
          const Icon = tab.icon
          const count = loggedIn && tab.unread ? unread : 0
          return (
            <li key={tab.label} className="flex-1">
              <NavLink
                to={tab.members && !loggedIn ? authHref('login', tab.to) : tab.to}
                end={tab.to === '/'}
                className={({ isActive }) =>
                  cn(
                    'relative flex h-full flex-col items-center justify-center gap-0.5 text-[11px] font-semibold',
                    isActive ? 'text-brand-700' : 'text-fg-muted',
                  )
                }
              >
                <Icon className="size-5" aria-hidden="true" />
                {tab.label}
                {count > 0 && (
                  <span className="absolute top-1.5 left-1/2 ml-1.5 rounded-full bg-accent-500 px-1.5 text-[10px] leading-4 font-bold text-white">
                    {count > 99 ? '99+' : count}
                    <span className="sr-only"> unread</span>
                  </span>
                )}
              </NavLink>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
