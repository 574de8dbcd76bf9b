import { formatAbbreviated } from '@kid/shared/format/number'
import { formatUnits } from '@kid/shared/format/units'
import type { CollectionFloor } from '@kid/shared/market/views'
import { formatEth, toWei } from './price.ts'

export type Stat = { label: string; value: string }

/** ETH figure of a stat, '—' when there is none (no floor without a listing). */
export const ethStat = (wei: string | null) => {
  const amount = toWei(wei)
  return amount === undefined ? '—' : formatEth(amount)
}
/** A collection's floor in each unit it is listed in ('0.5 ETH · 120 USDT'); '—' only when nothing is. */
export const floorStat = (floors: CollectionFloor[]) =>
  floors.length === 0
    ? '—'
    : floors
        .map((f) =>
          f.symbol === 'ETH'
            ? formatEth(BigInt(f.priceWei))
            : `${formatUnits(BigInt(f.priceWei), f.decimals)} ${f.symbol}`,
        )
        .join(' · ')
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
