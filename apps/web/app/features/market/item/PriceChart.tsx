import { formatShortDate } from '@kid/shared/format/time'
import { useId } from 'react'
import { CHART, plotSales, type SaleSeries } from './priceChart.ts'
import { salePrice } from './salePrice.ts'

/**
 * One unit's sales as a line over time, drawn as inline SVG (no chart library: the item page is a
 * landing page, docs/web.md). Screen readers get the chart's title and a summary, then every sale
 * as a row of a table only they read.
 */
export function PriceChart({ series, ethUsd }: { series: SaleSeries; ethUsd?: string }) {
  const id = useId()
  const { width, height, inset } = CHART
  const { sales } = series
  const points = plotSales(sales)
  const prices = sales.map((s) => BigInt(s.unitPriceWei))
  const [low, high] = prices.reduce(
    ([lo, hi], p) => [p < lo ? p : lo, p > hi ? p : hi],
    [prices[0] ?? 0n, prices[0] ?? 0n],
  )
  const price = (wei: bigint) => salePrice(wei, series, ethUsd)
  const first = formatShortDate(sales[0]?.createdAt ?? 0)
  const last = formatShortDate(sales.at(-1)?.createdAt ?? 0)
  const summary =
    sales.length === 1
      ? `One sale, on ${first}, at ${price(high)}.`
      : `${sales.length} sales from ${first} to ${last}: lowest ${price(low)}, highest ${price(high)}, latest ${price(prices.at(-1) ?? 0n)}.`
  return (
    <figure className="space-y-1">
      <p aria-hidden="true" className="text-xs text-fg-muted tabular-nums">
        {price(high)}
      </p>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        className="h-auto w-full overflow-visible"
      >
        <title id={`${id}-title`}>Price history in {series.title}</title>
        <desc id={`${id}-desc`}>{summary}</desc>
        <line
          x1={inset}
          x2={width - inset}
          y1={inset}
          y2={inset}
          className="stroke-line"
          strokeDasharray="4 4"
        />
        <line x1={inset} x2={width - inset} y1={height - inset} y2={height - inset} className="stroke-line" />
        <polyline
          points={points.map((p) => `${p.x},${p.y}`).join(' ')}
          fill="none"
          strokeWidth={2.5}
          strokeLinejoin="round"
          className="stroke-brand-600"
        />
        {points.map((p, i) => (
          <circle
            key={sales[i]?.id}
            cx={p.x}
            cy={p.y}
            r={5}
            className="fill-surface stroke-brand-600"
            strokeWidth={2}
          />
        ))}
      </svg>
      <p aria-hidden="true" className="flex justify-between text-xs text-fg-muted">
        <span>{first}</span>
        {last !== first && <span>{last}</span>}
      </p>
      <table className="sr-only">
        <caption>Sales in {series.title}</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Price per copy</th>
          </tr>
        </thead>
        <tbody>
          {sales.map((sale) => (
            <tr key={sale.id}>
              <td>{formatShortDate(sale.createdAt)}</td>
              <td>{salePrice(BigInt(sale.unitPriceWei), sale, ethUsd)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  )
}
