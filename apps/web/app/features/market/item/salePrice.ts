import { formatUnits } from '@kid/shared/format/units'
import { formatEth, formatUsd } from '../price.ts'

/**
 * A sale's price as text ('0.5 ETH ($1,500.00)', '30 USDT'): ETH and WETH with their USD value when
 * a rate is known; other tokens as they are.
 */
export function salePrice(wei: bigint, unit: { symbol: string; decimals: number }, ethUsd?: string): string {
  if (unit.symbol !== 'ETH' && unit.symbol !== 'WETH')
    return `${formatUnits(wei, unit.decimals)} ${unit.symbol}`
  const usd = formatUsd(wei, ethUsd)
  const eth = formatEth(wei, unit.symbol)
  return usd ? `${eth} (${usd})` : eth
}
