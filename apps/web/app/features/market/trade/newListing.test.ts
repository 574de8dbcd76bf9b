import { CHANNEL } from '@kid/contracts/market/typedData'
import { zeroAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { type ListingForm, listingNonce, newListing, saleWindow } from './newListing.ts'
import { optionOf, optionWire } from './wireOption.ts'

const form: Omit<ListingForm, 'kind' | 'standard'> = {
  collection: `0x${'c1'.repeat(20)}`,
  tokenId: 3n,
  amount: 5n,
  seller: `0x${'b1'.repeat(20)}`,
  price: 10n ** 17n,
  currency: zeroAddress,
  royaltyBps: 500,
  ...saleWindow(7, { chainMs: 1_700_000_000_000, wallMs: 1_700_000_000_000 }),
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

  it("starts a listing at the chain's time and gives it the whole duration by the later clock", () => {
    const wallMs = 1_700_000_000_000
    // A development chain moved a day forward: bought at once, as the Exchange reads block.timestamp.
    const ahead = saleWindow(1, { chainMs: wallMs + 86_400_000, wallMs })
    expect(ahead).toEqual({ startTime: 1_700_086_400n, endTime: 1_700_172_800n })
    // A chain whose latest block is an hour old: it starts then, still ends a full day from now.
    const idle = saleWindow(1, { chainMs: wallMs - 3_600_000, wallMs })
    expect(idle).toEqual({ startTime: 1_699_996_400n, endTime: 1_700_086_400n })
  })

  it('makes nonces that grow with time by either clock and differ within one millisecond', () => {
    const at = (chainMs: number, wallMs: number, random: number) => listingNonce({ chainMs, wallMs }, random)
    expect(at(2000, 0, 0)).toBeGreaterThan(at(1000, 0, 0.999))
    expect(at(0, 2000, 0)).toBeGreaterThan(at(0, 1000, 0.999))
    // The chain's clock standing still, or behind nonces made by the computer's, never lowers one.
    expect(at(500, 2000, 0)).toBeGreaterThan(at(1000, 1000, 0.999))
    expect(at(5000, 2000, 0)).toBe(5_000_000n)
    expect(at(1000, 1000, 0.1)).not.toBe(at(1000, 1000, 0.2))
  })
})
