import { Badge, type BadgeTone } from '../../ui/Badge.tsx'
import { EmptyState } from '../market/EmptyState.tsx'
import { shownAmount } from './money.ts'
import type { Withdrawal, WithdrawalStatus } from './types.ts'

const TONE: Record<WithdrawalStatus, BadgeTone> = {
  review: 'neutral',
  issued: 'brand',
  paid: 'success',
  expired: 'neutral',
  rejected: 'danger',
}

const when = (ms: number) =>
  new Date(ms).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })

/**
 * The member's withdrawals, newest first, each with its state in words. Empty, it offers the next
 * step: a withdrawal when there is USDT to withdraw, else a deposit.
 */
export function WithdrawalHistory({ list, hasUsdt }: { list: Withdrawal[]; hasUsdt: boolean }) {
  if (list.length === 0) {
    return (
      <EmptyState
        compact
        title="No withdrawals yet"
        text="USDT you deposit to your spending balance can be withdrawn to your wallet; each withdrawal shows here with its state."
        actions={[
          hasUsdt
            ? { label: 'Withdraw', to: '/wallet/spending/withdraw' }
            : { label: 'Deposit USDT', to: '/wallet/spending/deposit' },
        ]}
      />
    )
  }
  return (
    <ul
      aria-label="Your withdrawals"
      className="divide-y divide-line rounded-2xl border border-line bg-surface shadow-card"
    >
      {list.map((w) => (
        <li key={w.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-4">
          <div className="min-w-0">
            <p className="font-semibold text-fg tabular-nums">{shownAmount(w.amount, w.decimals)}</p>
            <p className="truncate text-sm text-fg-muted">
              To <span className="font-mono">{`${w.address.slice(0, 6)}…${w.address.slice(-4)}`}</span> ·{' '}
              {when(w.createtime)} UTC
            </p>
            {w.note && <p className="text-sm text-fg-muted">{w.note}</p>}
            {w.relay && w.status === 'issued' && (
              <p className="text-sm text-fg-muted">
                {w.relay.statustext}
                {w.relay.note ? `: ${w.relay.note}` : ''}
              </p>
            )}
          </div>
          <div className="flex items-center gap-3">
            {w.txhash && (
              <span className="font-mono text-xs text-fg-muted" title={w.txhash}>
                {`${w.txhash.slice(0, 10)}…`}
              </span>
            )}
            <Badge tone={TONE[w.status]}>{w.statustext}</Badge>
          </div>
        </li>
      ))}
    </ul>
  )
}
