import type { SalePoint } from '@kid/shared/market/views'
import { describe, expect, it } from 'vitest'
import { CHART, plotSales, seriesOf } from './priceChart.ts'

const sale = (id: number, price: bigint, day: number, symbol = 'ETH', decimals = 18): SalePoint => ({
  id,
  unitPriceWei: String(price),
  amount: '1',
  symbol,
  decimals,
  createdAt: new Date(Date.UTC(2026, 0, day)).toISOString(),
})
const ETH = 10n ** 18n

describe('price chart', () => {
  it('plots ETH and WETH sales as one series, a stablecoin as another', () => {
    const series = seriesOf([sale(1, ETH, 1), sale(2, 5n * 10n ** 6n, 2, 'USDT', 6), sale(3, ETH, 3, 'WETH')])
    expect(series.map((s) => [s.symbol, s.title, s.sales.map((x) => x.id)])).toEqual([
      ['ETH', 'ETH and WETH', [1, 3]],
      ['USDT', 'USDT', [2]],
    ])
  })

  it('names WETH sales as WETH, never as ETH', () => {
    const [weth] = seriesOf([sale(1, ETH, 1, 'WETH'), sale(2, ETH, 2, 'WETH')])
    expect(weth).toMatchObject({ symbol: 'WETH', title: 'WETH' })
  })

  it('spreads sales over time and scales prices from zero to the highest', () => {
    const { width, height, inset } = CHART
    const points = plotSales([sale(1, ETH / 2n, 1), sale(2, ETH, 3), sale(3, ETH / 4n, 5)])
    expect(points.map((p) => p.x)).toEqual([inset, width / 2, width - inset])
    const bottom = height - inset
    const drawable = height - 2 * inset
    expect(points.map((p) => p.y)).toEqual([bottom - drawable / 2, inset, bottom - drawable / 4])
  })

  it('puts a single sale in the middle, and a free one on the baseline', () => {
    expect(plotSales([sale(1, ETH, 1)])).toEqual([{ x: CHART.width / 2, y: CHART.inset }])
    expect(plotSales([sale(1, 0n, 1)])).toEqual([{ x: CHART.width / 2, y: CHART.height - CHART.inset }])
  })
})
