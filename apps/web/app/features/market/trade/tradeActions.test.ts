import { zeroAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { tradeActions } from './tradeActions.ts'

const A = `0x${'a1'.repeat(20)}`
const B = `0x${'b1'.repeat(20)}`
const WETH = `0x${'e2'.repeat(20)}`
const NOW = Date.parse('2026-01-10T00:00:00Z')
const listing = (channel: number, currency: string = zeroAddress, endTime = '2026-02-01T00:00:00Z') => ({
  orderId: 1,
  priceWei: '1',
  currency,
  channel,
  amount: '1',
  left: '1',
  endTime,
  seller: A,
})
const item = (over: object = {}) => ({
  status: 'minted' as const,
  standard: 721 as 721 | 1155,
  listing: null,
  highestOffer: null,
  ownerAddress: A,
  owners: [{ address: A, amount: '1' }],
  ...over,
})
const offer = (bidder: string) => ({ offerId: 9, priceWei: '1', currency: WETH, bidder })

describe('tradeActions', () => {
  it('lets the holder list an unlisted item, and a signed-in visitor offer on it', () => {
    expect(tradeActions(item(), A, NOW)).toEqual(['List for sale'])
    expect(tradeActions(item(), B, NOW)).toEqual(['Make offer'])
    expect(tradeActions(item(), undefined, NOW)).toEqual([])
    expect(tradeActions(item({ status: 'draft' }), A, NOW)).toEqual([])
  })

  it('lets the holder of an unlisted item accept the best offer, and its bidder cancel it', () => {
    const offered = item({ highestOffer: offer(B) })
    expect(tradeActions(offered, A, NOW)).toEqual(['List for sale', 'Accept offer'])
    expect(tradeActions(offered, B, NOW)).toEqual(['Make offer', 'Cancel offer'])
  })

  it('takes offers on an ERC-1155 item only while one wallet holds it all', () => {
    const one = item({ standard: 1155, ownerAddress: null, owners: [{ address: A, amount: '5' }] })
    expect(tradeActions(one, B, NOW)).toEqual(['Make offer'])
    const C = `0x${'c1'.repeat(20)}`
    const shared = { ...one, owners: [...one.owners, { address: C, amount: '1' }] }
    expect(tradeActions(shared, B, NOW)).toEqual([])
    expect(tradeActions({ ...shared, listing: listing(2) }, B, NOW)).toEqual(['Buy now'])
    expect(tradeActions({ ...shared, listing: listing(2, WETH) }, B, NOW)).toEqual(['Buy now', 'Make offer'])
  })

  it('gives the seller of a fixed price edit and cancel, and accept once there is an offer', () => {
    expect(tradeActions(item({ listing: listing(0) }), A, NOW)).toEqual(['Edit price', 'Cancel listing'])
    expect(tradeActions(item({ listing: listing(0, WETH), highestOffer: offer(B) }), A, NOW)).toEqual([
      'Edit price',
      'Cancel listing',
      'Accept offer',
    ])
    expect(tradeActions(item({ listing: listing(0), highestOffer: offer(B) }), A, NOW)).toEqual([
      'Edit price',
      'Cancel listing',
      'Accept offer',
    ])
  })

  it('lets others buy and offer, on the listing or (ETH) on the item; the bidder can cancel their offer', () => {
    expect(tradeActions(item({ listing: listing(0) }), B, NOW)).toEqual(['Buy now', 'Make offer'])
    expect(tradeActions(item({ listing: listing(0) }), undefined, NOW)).toEqual(['Buy now'])
    expect(tradeActions(item({ listing: listing(0, WETH) }), undefined, NOW)).toEqual([
      'Buy now',
      'Make offer',
    ])
    expect(tradeActions(item({ listing: listing(0, WETH), highestOffer: offer(B) }), B, NOW)).toEqual([
      'Buy now',
      'Make offer',
      'Cancel offer',
    ])
  })

  it('auctions: bids until the end by the chain clock, no cancel after a bid, then deliver for seller or winner', () => {
    const running = item({ listing: listing(1, WETH), highestOffer: offer(B) })
    expect(tradeActions(running, B, NOW)).toEqual(['Place bid'])
    expect(tradeActions(running, A, NOW)).toEqual([])
    const later = Date.parse('2026-03-01T00:00:00Z')
    expect(tradeActions(running, A, later)).toEqual(['Deliver'])
    expect(tradeActions(running, B, later)).toEqual(['Deliver'])
    expect(tradeActions(item({ listing: listing(1, WETH) }), A, NOW)).toEqual(['Cancel listing'])
  })
})
