import { Coins, FolderOpen, Upload } from 'lucide-react'
import type { ReactNode } from 'react'
import { NavLink } from 'react-router'
import { Container } from '../../../ui/Container.tsx'
import { cn } from '../../../ui/cn.ts'

const LINKS = [
  { to: '/creator-center/upload', label: 'Upload', icon: Upload },
  { to: '/personal/collections', label: 'My Collections', icon: FolderOpen },
  { to: '/personal/earnings', label: 'Creator Earnings', icon: Coins },
]

/** The creator center: its sections beside the page (above it on phones). */
export function CreatorCenterFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container className="py-8 desk:py-10">
      <div className="grid gap-8 lg:grid-cols-[14rem_minmax(0,1fr)]">
        <nav aria-label="Creator center" className="min-w-0">
          <p className="mb-3 text-xs font-semibold tracking-wide text-fg-muted uppercase">Creator center</p>
          <ul className="flex gap-1 overflow-x-auto lg:flex-col">
            {LINKS.map(({ to, label, icon: Icon }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  className={({ isActive }) =>
                    cn(
                      'flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold whitespace-nowrap',
                      isActive
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
        <div className="min-w-0">
          <h1 className="mb-6 text-3xl font-bold tracking-tight text-fg">{title}</h1>
          {children}
        </div>
      </div>
    </Container>
  )
}
