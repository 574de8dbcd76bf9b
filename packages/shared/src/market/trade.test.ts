import { describe, expect, it } from 'vitest'
import {
  offerBiddingBody,
  optionSchema,
  optionToWire,
  saleCreateBody,
  walletSignatureSchema,
} from './trade.ts'

const wire = {
  channel: 1,
  collection: '0x00000000000000000000000000000000000000AA',
  tokenId: '115792089237316195423570985008687907853269984665640564039457584007913129639935',
  amount: '1',
  signer: '0x00000000000000000000000000000000000000bb',
  nonce: '7',
  startTime: '1700000000',
  endTime: '1700086400',
  price: '1000000000000000000',
  currency: '0x0000000000000000000000000000000000000000',
  royaltyRate: 500,
}

describe('trade payloads', () => {
  it('parse an option to bigints and lower-case addresses, and back to the same wire form', () => {
    const option = optionSchema.parse(wire)
    expect(option.tokenId).toBe(2n ** 256n - 1n)
    expect(option.collection).toBe('0x00000000000000000000000000000000000000aa')
    expect(optionToWire(option)).toEqual({ ...wire, collection: option.collection })
  })

  it('refuse amounts that are not whole decimal numbers', () => {
    for (const price of ['1.5', '-1', '1e18', '0x10', '01', ''])
      expect(optionSchema.safeParse({ ...wire, price }).success).toBe(false)
    expect(optionSchema.safeParse({ ...wire, channel: 4 }).success).toBe(false)
  })

  it('take one option or a batch, and a signed offer or a bid price', () => {
    expect(saleCreateBody.safeParse({ option: wire }).success).toBe(true)
    expect(saleCreateBody.safeParse({ options: [wire, wire] }).success).toBe(true)
    expect(saleCreateBody.safeParse({ options: [] }).success).toBe(false)
    expect(offerBiddingBody.parse({ orderId: '3', bid: '5' })).toEqual({ orderId: 3, bid: 5n })
  })

  it('accept only a 65-byte signature', () => {
    expect(walletSignatureSchema.safeParse(`0x${'ab'.repeat(65)}`).success).toBe(true)
    expect(walletSignatureSchema.safeParse(`0x${'ab'.repeat(64)}`).success).toBe(false)
  })
})
