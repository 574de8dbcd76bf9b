import { CalendarDays, Plus, Rocket } from 'lucide-react'
import { Link } from 'react-router'
import { buttonClass } from '../../ui/Button.tsx'
import { calendarHref } from './links.ts'

/** The launchpad's title with its next steps: the calendar, applying, the creator's drops. */
export function LaunchpadHeader({ title, intro }: { title: string; intro: string }) {
  const now = new Date()
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <p className="flex items-center gap-2 text-sm font-semibold text-brand-700">
          <Rocket className="size-4" aria-hidden="true" />
          Launchpad
        </p>
        <h1 className="mt-1 text-3xl font-bold text-fg">{title}</h1>
        <p className="mt-2 max-w-prose text-sm leading-6 text-fg-muted">{intro}</p>
      </div>
      <nav aria-label="Launchpad" className="flex flex-wrap gap-2">
        <Link
          to={calendarHref(now.getUTCFullYear(), now.getUTCMonth() + 1)}
          className={buttonClass('outline', 'md')}
        >
          <CalendarDays className="size-4" aria-hidden="true" />
          Calendar
        </Link>
        <Link to="/launchpad/mine" className={buttonClass('outline', 'md')}>
          My drops
        </Link>
        <Link to="/launchpad/apply" className={buttonClass('primary', 'md')}>
          <Plus className="size-4" aria-hidden="true" />
          Apply for a drop
        </Link>
      </nav>
    </div>
  )
}
