import type { SalePoint } from '@kid/shared/market/views'

/**
 * The chart's drawing box, in SVG user units. It scales to its container (about 330 px on a phone,
 * 560 beside the picture), so the box is near the phone's width: marks stay legible there.
 */
export const CHART = { width: 400, height: 160, inset: 10 } as const

/**
 * Sales in one unit of account: ETH (ETH and WETH, one for one) or another token. `symbol` prices
 * the chart's figures: the token every sale was paid in, or ETH for a mix; `title` names what the
 * sales were paid in ('WETH', 'ETH and WETH').
 */
export type SaleSeries = { symbol: string; title: string; decimals: number; sales: SalePoint[] }

const unitOf = (symbol: string) => (symbol === 'WETH' ? 'ETH' : symbol)

/** Splits sales by unit, the one with most sales first: a chart plots one unit, never a mix. */
export function seriesOf(sales: SalePoint[]): SaleSeries[] {
  const byUnit = new Map<string, SalePoint[]>()
  for (const sale of sales) {
    const unit = unitOf(sale.symbol)
    byUnit.set(unit, [...(byUnit.get(unit) ?? []), sale])
  }
  return [...byUnit.entries()]
    .map(([unit, unitSales]): SaleSeries => {
      const paidIn = [...new Set(unitSales.map((sale) => sale.symbol))].sort()
      const symbol = paidIn.length === 1 ? (paidIn[0] as string) : unit
      const decimals = (unitSales[0] as SalePoint).decimals
      return { symbol, title: paidIn.join(' and '), decimals, sales: unitSales }
    })
    .sort((a, b) => b.sales.length - a.sales.length)
}

/**
 * Where each sale sits: x by its time between the first and last sale (one sale in the middle),
 * y by its price from zero at the bottom to the highest price at the top, so heights compare
 * honestly. Prices are scaled as bigints; only the resulting coordinates are numbers.
 */
export function plotSales(sales: SalePoint[]): { x: number; y: number }[] {
  const { width, height, inset } = CHART
  const times = sales.map((s) => Date.parse(s.createdAt))
  const first = Math.min(...times)
  const span = Math.max(...times) - first
  const prices = sales.map((s) => BigInt(s.unitPriceWei))
  const top = prices.reduce((a, b) => (b > a ? b : a), 0n)
  const drawable = BigInt((height - 2 * inset) * 1000)
  return sales.map((_, i) => ({
    x: span === 0 ? width / 2 : inset + (((times[i] as number) - first) / span) * (width - 2 * inset),
    y: height - inset - (top === 0n ? 0 : Number(((prices[i] as bigint) * drawable) / top) / 1000),
  }))
}
