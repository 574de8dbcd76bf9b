import { ChevronLeft, ChevronRight } from 'lucide-react'
import { data, Link } from 'react-router'
import { launchpad } from '../../features/launchpad/api.ts'
import { LaunchpadHeader } from '../../features/launchpad/LaunchpadHeader.tsx'
import { calendarHref, dropHref } from '../../features/launchpad/links.ts'
import { serverReader } from '../../features/market/api/serverReader.ts'
import { EmptyState } from '../../features/market/EmptyState.tsx'
import { pageMeta } from '../../lib/meta.ts'
import { buttonClass } from '../../ui/Button.tsx'
import { Container } from '../../ui/Container.tsx'
import { cn } from '../../ui/cn.ts'
import type { Route } from './+types/calendar'

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']

export const meta = ({ params }: Route.MetaArgs) =>
  pageMeta({
    title: `Drop calendar, ${MONTHS[Number(params.month) - 1] ?? ''} ${params.year} | KID Launchpad`,
    description: 'What mints on which day: whitelist and public openings of KID launchpad drops.',
  })

/** open/calendar/view/{year}/{month}, year and month from the path. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const year = Number(params.year)
  const month = Number(params.month)
  if (
    !Number.isInteger(year) ||
    year < 2000 ||
    year > 2100 ||
    !Number.isInteger(month) ||
    month < 1 ||
    month > 12
  )
    throw data(null, { status: 404 })
  const calendar = await launchpad(serverReader(context))
    .calendar(year, month)
    .catch(() => null)
  return { year, month, calendar }
}

/** /launchpad/calendar/{year}/{month}: a month grid (UTC days) with each day's openings. */
export default function LaunchpadCalendar({ loaderData }: Route.ComponentProps) {
  const { year, month, calendar } = loaderData
  const previous = month === 1 ? [year - 1, 12] : [year, month - 1]
  const next = month === 12 ? [year + 1, 1] : [year, month + 1]
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate()
  const lead = (new Date(Date.UTC(year, month - 1, 1)).getUTCDay() + 6) % 7
  const byDay = new Map((calendar?.days ?? []).map((d) => [d.day, d.drops]))
  const cells = [
    ...Array.from({ length: lead }, (_, i) => ({ key: `before-${i}`, day: 0 })),
    ...Array.from({ length: daysInMonth }, (_, i) => ({ key: `day-${i + 1}`, day: i + 1 })),
    ...Array.from({ length: (7 - ((lead + daysInMonth) % 7)) % 7 }, (_, i) => ({
      key: `after-${i}`,
      day: 0,
    })),
  ]
  const title = `${MONTHS[month - 1]} ${year}`
  return (
    <Container className="space-y-6 py-8 desk:py-10">
      <LaunchpadHeader
        title="Drop calendar"
        intro="What opens on which day (UTC): whitelist stages, then public ones."
      />
      <div className="flex items-center justify-between gap-3">
        <Link
          to={calendarHref(previous[0] as number, previous[1] as number)}
          className={buttonClass('outline', 'sm')}
          aria-label="Previous month"
        >
          <ChevronLeft className="size-4" aria-hidden="true" />
        </Link>
        <h2 className="text-xl font-bold text-fg" aria-live="polite">
          {title}
        </h2>
        <Link
          to={calendarHref(next[0] as number, next[1] as number)}
          className={buttonClass('outline', 'sm')}
          aria-label="Next month"
        >
          <ChevronRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
      {calendar === null && (
        <p role="alert" className="text-sm text-danger-600">
          The calendar could not be loaded. Reload the page to try again.
        </p>
      )}
      {/* Seven columns from 750 px; on phones only the days with drops, as a list. */}
      <div className="hidden desk:block">
        <div className="grid grid-cols-7 gap-px overflow-hidden rounded-2xl border border-line bg-line text-sm">
          {WEEKDAYS.map((d) => (
            <div key={d} className="bg-canvas px-2 py-2 text-center text-xs font-semibold text-fg-muted">
              {d}
            </div>
          ))}
          {cells.map(({ key, day }) => (
            <div key={key} className={cn('min-h-28 bg-surface p-2', day === 0 && 'bg-canvas')}>
              {day > 0 && (
                <>
                  <span className="text-xs font-semibold text-fg-muted tabular-nums">{day}</span>
                  <ul className="mt-1 space-y-1">
                    {(byDay.get(day) ?? []).map((d) => (
                      <li key={`${d.id}-${d.opens}`}>
                        <Link
                          to={dropHref(d.id)}
                          className="block truncate rounded-md bg-brand-50 px-1.5 py-1 text-xs font-medium text-brand-700 hover:underline"
                        >
                          {d.name} · {d.opens === 'whitelist' ? 'Whitelist' : 'Public'}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </div>
          ))}
        </div>
      </div>
      <div className="desk:hidden">
        {(calendar?.days.length ?? 0) === 0 ? null : (
          <ol className="space-y-3" aria-label={`Drops in ${title}`}>
            {calendar?.days.map((d) => (
              <li key={d.day} className="rounded-xl border border-line bg-surface p-4">
                <p className="text-sm font-bold text-fg">
                  {MONTHS[month - 1]?.slice(0, 3)} {d.day}
                </p>
                <ul className="mt-2 space-y-1.5">
                  {d.drops.map((drop) => (
                    <li key={`${drop.id}-${drop.opens}`}>
                      <Link
                        to={dropHref(drop.id)}
                        className="text-sm font-medium text-brand-700 hover:underline"
                      >
                        {drop.name}
                      </Link>{' '}
                      <span className="text-xs text-fg-muted">
                        {drop.opens === 'whitelist' ? 'Whitelist opens' : 'Public opens'}
                      </span>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        )}
      </div>
      {calendar !== null && calendar.days.length === 0 && (
        <EmptyState
          compact
          title={`Nothing opens in ${title}`}
          text="Look at the next month, or see every upcoming drop."
          actions={[
            { to: calendarHref(next[0] as number, next[1] as number), label: 'Next month' },
            { to: '/launchpad/list/all/upcoming', label: 'Upcoming drops' },
          ]}
        />
      )}
    </Container>
  )
}
