import { CHANNEL } from '@kid/contracts/market/typedData'
import { zeroAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { type ListingForm, newListing, saleWindow } from './newListing.ts'
import { freshNonce, optionOf, optionWire } from './wireOption.ts'

const form: Omit<ListingForm, 'kind' | 'standard'> = {
  collection: `0x${'c1'.repeat(20)}`,
  tokenId: 3n,
  amount: 5n,
  seller: `0x${'b1'.repeat(20)}`,
  price: 10n ** 17n,
  currency: zeroAddress,
  royaltyBps: 500,
  ...saleWindow(7, 1_700_000_000_000),
}

describe('newListing', () => {
  it('sets the channel bits from sale type and standard, and lists an ERC-721 item one at a time', () => {
    expect(newListing({ ...form, kind: 'fixed', standard: 721 }, 1n)).toMatchObject({
      channel: CHANNEL.FIXED_721,
      amount: 1n,
    })
    expect(newListing({ ...form, kind: 'auction', standard: 721 }, 1n).channel).toBe(CHANNEL.AUCTION_721)
    expect(newListing({ ...form, kind: 'fixed', standard: 1155 }, 1n)).toMatchObject({
      channel: CHANNEL.FIXED_1155,
      amount: 5n,
    })
    expect(newListing({ ...form, kind: 'auction', standard: 1155 }, 1n).channel).toBe(CHANNEL.AUCTION_1155)
  })

  it('runs from now for the chosen days, in seconds, and accepts at most the item royalty', () => {
    const option = newListing({ ...form, kind: 'fixed', standard: 721 }, 1n)
    expect(option.startTime).toBe(1_700_000_000n)
    expect(option.endTime - option.startTime).toBe(7n * 86_400n)
    expect(option.royaltyRate).toBe(500)
  })

  it('survives the trip to the wire and back exactly, bigints as decimal strings', () => {
    const option = newListing({ ...form, kind: 'fixed', standard: 1155 }, 2n ** 200n)
    const wire = optionWire(option)
    expect(wire.nonce).toBe((2n ** 200n).toString())
    expect(optionOf({ option: wire as never })).toEqual(option)
  })

  it('makes nonces that grow with time and differ within one millisecond', () => {
    expect(freshNonce(2000, 0)).toBeGreaterThan(freshNonce(1000, 0.999))
    expect(freshNonce(1000, 0.1)).not.toBe(freshNonce(1000, 0.2))
  })
})
