import { formatAbbreviated } from '@kid/shared/format/number'
import { formatEth, toWei } from './price.ts'

export type Stat = { label: string; value: string }

/** ETH figure of a stat, '—' when there is none (no floor without a listing). */
export const ethStat = (wei: string | null) => {
  const amount = toWei(wei)
  return amount === undefined ? '—' : formatEth(amount)
}
export const countStat = (n: number) => formatAbbreviated(n)

/** A row of headline figures (floor, volume, owners, items). */
export function Stats({ stats }: { stats: Stat[] }) {
  return (
    <dl className="grid grid-cols-2 gap-x-8 gap-y-3 sm:flex sm:flex-wrap">
      {stats.map((stat) => (
        <div key={stat.label}>
          <dt className="text-xs font-medium text-fg-muted uppercase">{stat.label}</dt>
          <dd className="text-lg font-bold text-fg tabular-nums">{stat.value}</dd>
        </div>
      ))}
    </dl>
  )
}
