import { describe, expect, it } from 'vitest'
import { itemOfferOption, randomNonce } from './itemOffer.ts'
import { offerHolder } from './ownership.ts'

const A = `0x${'a1'.repeat(20)}` as const
const WETH = `0x${'e2'.repeat(20)}` as const
const item = {
  standard: 721 as const,
  collectionAddress: `0x${'c3'.repeat(20)}`,
  tokenId: '7',
  royaltyBps: 500,
}
const terms = { holder: A, price: 10n ** 17n, currency: WETH, nonce: 42n, startTime: 100n, endTime: 700n }

describe('offers on the item itself', () => {
  it('builds the fixed-price sale of one copy the holder will accept, at the item’s royalty, ending with the offer', () => {
    expect(itemOfferOption(item, terms)).toEqual({
      channel: 0,
      collection: item.collectionAddress,
      tokenId: 7n,
      amount: 1n,
      signer: A,
      nonce: 42n,
      startTime: 100n,
      endTime: 700n,
      price: 10n ** 17n,
      currency: WETH,
      royaltyRate: 500,
    })
    expect(itemOfferOption({ ...item, standard: 1155 }, terms)).toMatchObject({ channel: 2, amount: 1n })
  })

  it('draws a different 128-bit nonce each time', () => {
    const a = randomNonce()
    expect(a).toBeLessThan(2n ** 128n)
    expect(randomNonce()).not.toBe(a)
  })

  it('names the ERC-721 owner, or the one holder of an ERC-1155 item (none when several hold it)', () => {
    expect(offerHolder({ standard: 721, ownerAddress: A, owners: [] })).toBe(A)
    const one = { standard: 1155 as const, ownerAddress: null, owners: [{ address: A, amount: '3' }] }
    expect(offerHolder(one)).toBe(A)
    expect(offerHolder({ ...one, owners: [...one.owners, { address: WETH, amount: '1' }] })).toBeUndefined()
  })
})
