import type { BalanceEntry } from '@kid/shared/realtime/events'
import { shownAmount } from './money.ts'

/** FAT, FAH and USDT with what can be spent and what is set aside for withdrawals under way. */
export function SpendingBalances({ entries }: { entries: BalanceEntry[] }) {
  const balances = entries.filter((e) => e.kind === 'balance')
  return (
    <ul className="grid gap-3 sm:grid-cols-3">
      {balances.map((b) => (
        <li key={b.code} className="rounded-2xl border border-line bg-surface p-4 shadow-card">
          <h2 className="text-sm font-semibold text-fg-muted">{b.title}</h2>
          <p className="mt-1 text-2xl font-bold text-fg tabular-nums">
            {shownAmount(b.amount, b.decimals, '')}
          </p>
          <dl className="mt-3 space-y-1 text-sm">
            <div className="flex justify-between gap-2">
              <dt className="text-fg-muted">Available</dt>
              <dd className="font-medium text-fg tabular-nums">{shownAmount(b.available, b.decimals, '')}</dd>
            </div>
            <div className="flex justify-between gap-2">
              <dt className="text-fg-muted">In withdrawals</dt>
              <dd className="font-medium text-fg tabular-nums">{shownAmount(b.freeze, b.decimals, '')}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  )
}
