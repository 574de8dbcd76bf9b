import { cn } from '../../ui/cn.ts'
import { formatEth, formatUsd, toWei } from './price.ts'

/** A price in ETH (or WETH) with its USD value beside it when a USD rate is known. */
export function PriceTag({
  wei,
  ethUsd,
  className,
  size = 'sm',
  symbol = 'ETH',
}: {
  wei: string | null | undefined
  ethUsd?: string
  className?: string
  size?: 'sm' | 'lg'
  symbol?: 'ETH' | 'WETH'
}) {
  const amount = toWei(wei)
  if (amount === undefined) return null
  const usd = formatUsd(amount, ethUsd)
  return (
    <span className={cn('inline-flex flex-wrap items-baseline gap-x-2', className)}>
      <span className={cn('font-bold text-fg tabular-nums', size === 'lg' ? 'text-3xl' : 'text-sm')}>
        {formatEth(amount, symbol)}
      </span>
      {usd && (
        <span className={cn('text-fg-muted tabular-nums', size === 'lg' ? 'text-base' : 'text-xs')}>
          {usd}
        </span>
      )}
    </span>
  )
}
