import { ETH_CURRENCY } from '@kid/shared/market/currency'
import { describe, expect, it } from 'vitest'
import { headline } from './TradeSlot.tsx'

const WETH = '0x00000000000000000000000000000000000000e7'
const listing = (channel: number) => ({
  orderId: 1,
  priceWei: '100',
  currency: WETH,
  channel,
  amount: '1',
  left: '1',
  endTime: '2026-11-24T19:34:56.000Z',
  seller: '0x6a89191da0e760d18655c54eeb6da631290bdfa2',
})
const bid = {
  offerId: 2,
  priceWei: '120',
  currency: WETH,
  bidder: '0x20332d4c5a0d5bc7b2b0e1d1e0fc0a2d4a2d91f9',
}

describe('the price box headline', () => {
  it('leads a fixed-price listing with its price, whatever the best offer', () => {
    expect(headline({ ...listing(0), currency: ETH_CURRENCY }, bid)).toEqual({
      label: 'Current price',
      amount: '100',
      currency: ETH_CURRENCY,
    })
  })

  it('leads an auction with its highest bid, not its reserve', () => {
    expect(headline(listing(1), bid)).toEqual({ label: 'Current bid', amount: '120', currency: WETH })
  })

  it('calls an auction without bids by its reserve price', () => {
    expect(headline(listing(1), null)).toEqual({ label: 'Reserve price', amount: '100', currency: WETH })
  })
})
