import { BRICK_TYPES } from '@kid/shared/bricks'
import type { DailyLimit } from '@kid/shared/bricks/tasks'
import type { BalanceEntry } from '@kid/shared/realtime/events'

/**
 * The member's bricks per type (a type the list lacks reads 0, spec 001 §4) and what today's
 * limit still allows.
 */
export function Balances({ balances, limits }: { balances: BalanceEntry[]; limits: DailyLimit[] }) {
  return (
    <ul aria-label="Your bricks" className="grid grid-cols-3 gap-2 sm:gap-3">
      {BRICK_TYPES.map((brick) => {
        const entry = balances.find((b) => b.code === brick.code)
        const limit = limits.find((l) => l.code === brick.code)
        return (
          <li key={brick.code} className="rounded-xl border border-line bg-surface p-3 shadow-card sm:p-4">
            <p className="text-xs font-semibold text-fg-muted">{brick.title}</p>
            <p className="mt-1 text-xl font-bold text-fg tabular-nums sm:text-2xl">
              {entry?.available ?? '0'}
            </p>
            {limit && (
              <p className="mt-1 text-xs text-fg-muted">
                Today {limit.earned} / {limit.limit}
              </p>
            )}
          </li>
        )
      })}
    </ul>
  )
}
