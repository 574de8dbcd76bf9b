import type { LucideIcon } from 'lucide-react'
import { Link, useLocation } from 'react-router'
import { cn } from './cn.ts'

export type SectionLink = {
  to: string
  label: string
  icon: LucideIcon
  /** Also current on these paths (lower case). */
  alsoOn?: string[]
}

/**
 * The sections of an area (creator center, messages): a column beside the page on wide screens,
 * a wrapping row above it on phones, the current one marked (aria-current).
 */
export function SectionNav({ label, links }: { label: string; links: SectionLink[] }) {
  const here = useLocation().pathname.replace(/\/+$/, '').toLowerCase()
  // Worked out here rather than by NavLink, which drops aria-current on the alsoOn paths. A section
  // below another's path (/wallet/assets/send below /wallet) is the current one, not both.
  const current = links
    .filter(({ to, alsoOn = [] }) => {
      const path = to.toLowerCase()
      return here === path || here.startsWith(`${path}/`) || alsoOn.includes(here)
    })
    .sort((a, b) => b.to.length - a.to.length)[0]
  return (
    <nav aria-label={label} className="min-w-0">
      <ul className="flex flex-wrap gap-1 lg:flex-col">
        {links.map((link) => {
          const { to, label: text, icon: Icon } = link
          return (
            <li key={to}>
              <Link
                to={to}
                aria-current={link === current ? 'page' : undefined}
                className={cn(
                  'flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold whitespace-nowrap',
                  link === current
                    ? 'bg-brand-50 text-brand-700'
                    : 'text-fg-muted hover:bg-ink-900/5 hover:text-fg',
                )}
              >
                <Icon className="size-4" aria-hidden="true" />
                {text}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
