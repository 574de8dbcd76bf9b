import { describe, expect, it } from 'vitest'
import { floorStat } from './Stats.tsx'

describe('floorStat', () => {
  it('shows the floor in every unit listed, ETH first as the server orders it', () => {
    expect(
      floorStat([
        { symbol: 'ETH', decimals: 18, priceWei: '1500000000000000000' },
        { symbol: 'USDT', decimals: 6, priceWei: '300250000' },
      ]),
    ).toBe('1.5 ETH · 300.25 USDT')
  })

  it('shows a stablecoin floor alone rather than a dash while only stablecoin listings are open', () => {
    expect(floorStat([{ symbol: 'USDT', decimals: 6, priceWei: '5000000' }])).toBe('5 USDT')
    expect(floorStat([])).toBe('—')
  })
})
