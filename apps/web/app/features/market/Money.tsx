import { formatUnits } from '@kid/shared/format/units'
import { ETH_CURRENCY } from '@kid/shared/market/currency'
import { useQuery } from '../../lib/query.tsx'
import { loadChainConfig } from '../chain/chainConfig.ts'
import { PriceTag } from './PriceTag.tsx'
import { toWei } from './price.ts'
import { currencyOf } from './trade/currencies.ts'

/**
 * An amount in its own currency: ETH (the zero address) at once, a token (WETH, USDT) with its
 * symbol and decimals from the deployment. ETH and WETH also show USD when a rate is known.
 */
export function Money({
  amount,
  currency,
  ethUsd,
  size,
}: {
  amount: string
  currency: string | null
  ethUsd?: string
  size?: 'sm' | 'lg'
}) {
  const native = !currency || currency.toLowerCase() === ETH_CURRENCY
  const config = useQuery({ queryKey: ['chain-config'], queryFn: loadChainConfig, enabled: !native })
  if (native) return <PriceTag wei={amount} ethUsd={ethUsd} size={size} />
  if (!config.data) return <span className="text-sm text-fg-subtle">…</span>
  const token = currencyOf(config.data, currency)
  if (token.symbol === 'WETH' || token.symbol === 'ETH')
    return <PriceTag wei={amount} ethUsd={ethUsd} size={size} symbol={token.symbol} />
  return (
    <span
      className={
        size === 'lg' ? 'text-3xl font-bold text-fg tabular-nums' : 'text-sm font-bold text-fg tabular-nums'
      }
    >
      {formatUnits(toWei(amount) ?? 0n, token.decimals)} {token.symbol}
    </span>
  )
}
