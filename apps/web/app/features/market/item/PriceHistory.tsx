import type { SalePoint } from '@kid/shared/market/views'
import { PriceChart } from './PriceChart.tsx'
import { seriesOf } from './priceChart.ts'
import { salePrice } from './salePrice.ts'

/** The item's sales over time (item/open/sales), the last one in words, or why there is no chart. */
export function PriceHistory({ sales, ethUsd }: { sales: SalePoint[] | null; ethUsd?: string }) {
  const series = seriesOf(sales ?? [])
  const latest = sales?.at(-1)
  return (
    <section
      aria-labelledby="price-history"
      className="rounded-xl border border-line bg-surface p-5 shadow-card"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="price-history" className="text-base font-bold text-fg">
          Price history
        </h2>
        {latest && (
          <p className="text-sm text-fg-muted">
            Last sale{' '}
            <span className="font-semibold text-fg tabular-nums">
              {salePrice(BigInt(latest.unitPriceWei), latest, ethUsd)}
            </span>
          </p>
        )}
      </div>
      {sales === null ? (
        <p className="mt-3 text-sm text-fg-muted">
          The price history could not be loaded. Please try again later.
        </p>
      ) : series.length === 0 ? (
        <p className="mt-3 text-sm text-fg-muted">
          No sales yet. Once this item sells, its prices are charted here.
        </p>
      ) : (
        <div className="mt-4 space-y-6">
          {series.map((s) => (
            <PriceChart key={s.symbol} series={s} ethUsd={ethUsd} />
          ))}
        </div>
      )}
    </section>
  )
}
