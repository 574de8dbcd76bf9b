import { formatUnits } from '@kid/shared/format/units'

/** An integer string of the smallest unit, shown with its decimals (4 places at most): never a float. */
export function shownAmount(units: string | undefined, decimals: number, symbol = 'USDT'): string {
  if (units === undefined || !/^-?\d+$/.test(units)) return '—'
  return `${formatUnits(BigInt(units), decimals)} ${symbol}`
}
