import { RANKING_PERIODS, type RankingPeriod } from '@kid/shared/market/creators'
import { Link } from 'react-router'
import { cn } from '../../ui/cn.ts'
import { RANKING_PERIOD_LABELS, rankingHref } from './rankingPeriod.ts'

/** The ranking's period as links (each an address to share, rendered by the server). */
export function PeriodSwitch({ current }: { current: RankingPeriod }) {
  return (
    <nav aria-label="Ranking period">
      <ul className="inline-flex rounded-lg border border-line bg-canvas p-1">
        {RANKING_PERIODS.map((period) => (
          <li key={period}>
            <Link
              to={rankingHref(period)}
              preventScrollReset
              aria-current={period === current ? 'page' : undefined}
              className={cn(
                'inline-block rounded-md px-3 py-1.5 text-sm font-semibold whitespace-nowrap transition-colors',
                period === current ? 'bg-surface text-fg shadow-card' : 'text-fg-muted hover:text-fg',
              )}
            >
              {RANKING_PERIOD_LABELS[period]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
