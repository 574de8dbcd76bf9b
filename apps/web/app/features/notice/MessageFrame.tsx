import { Bell, Heart, MessageCircle, Settings } from 'lucide-react'
import type { ReactNode } from 'react'
import { NavLink, useLocation } from 'react-router'
import { Container } from '../../ui/Container.tsx'
import { cn } from '../../ui/cn.ts'

const LINKS = [
  { to: '/message/all', label: 'Notifications', icon: Bell },
  { to: '/message/replies', label: 'Replies', icon: MessageCircle },
  { to: '/message/likes', label: 'Likes', icon: Heart },
  { to: '/message/setting', label: 'Settings', icon: Settings },
]

/** The messages area: its sections beside the page (above it on phones), the page's title and actions. */
export function MessageFrame({
  title,
  actions,
  children,
}: {
  title: string
  actions?: ReactNode
  children: ReactNode
}) {
  // /message without a subclass is the Notifications tab too.
  const bare = useLocation().pathname.replace(/\/+$/, '').toLowerCase() === '/message'
  return (
    <Container className="py-8 desk:py-10">
      <div className="grid gap-6 lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-8">
        <nav aria-label="Messages" className="min-w-0">
          <ul className="flex flex-wrap gap-1 lg:flex-col">
            {LINKS.map(({ to, label, icon: Icon }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  aria-current={bare && to === '/message/all' ? 'page' : undefined}
                  className={({ isActive }) =>
                    cn(
                      'flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold whitespace-nowrap',
                      isActive || (bare && to === '/message/all')
                        ? 'bg-brand-50 text-brand-700'
                        : 'text-fg-muted hover:bg-ink-900/5 hover:text-fg',
                    )
                  }
                >
                  <Icon className="size-4" aria-hidden="true" />
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="message-title" className="min-w-0">
          <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
            <h1 id="message-title" className="text-2xl font-bold text-fg">
              {title}
            </h1>
            {actions}
          </div>
          {children}
        </section>
      </div>
    </Container>
  )
}
