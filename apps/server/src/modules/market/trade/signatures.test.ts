import { devAccount } from '@kid/contracts/deploy/devAccounts'
import { hashOption } from '@kid/contracts/market/hashOption'
import type { Option } from '@kid/contracts/market/typedData'
import { type Hex, parseSignature, serializeSignature, zeroAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { batchOf, isBatchSigned, isOfferSigned, isOptionSigned, splitSignature } from './signatures.ts'
import { signBatch, signOffer, signOption } from './wallet-sign.ts'

const seller = devAccount(3)
const bidder = devAccount(4)
const domain = { chainId: 31337, exchange: '0x5FbDB2315678afecb367f032d93F642f64180aa3' } as const
const option: Option = {
  channel: 0,
  collection: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
  tokenId: 1n,
  amount: 1n,
  signer: seller.address,
  nonce: 1n,
  startTime: 1_700_000_000n,
  endTime: 1_800_000_000n,
  price: 10n ** 18n,
  currency: zeroAddress,
  royaltyRate: 500,
}

describe('exchange signatures', () => {
  it('accept the signer of an option and refuse anyone else, another chain, contract or price', async () => {
    const signature = await signOption(seller, domain, option)
    expect(await isOptionSigned(domain, option, signature)).toBe(true)
    expect(await isOptionSigned(domain, option, await signOption(bidder, domain, option))).toBe(false)
    expect(await isOptionSigned(domain, { ...option, price: 1n }, signature)).toBe(false)
    expect(await isOptionSigned({ ...domain, chainId: 1 }, option, signature)).toBe(false)
    expect(await isOptionSigned({ ...domain, exchange: zeroAddress }, option, signature)).toBe(false)
    expect(await isOptionSigned(domain, option, '0x1234')).toBe(false)
  })

  it('refuse the high-s twin of a valid signature, as the Exchange does', async () => {
    const signature = await signOption(seller, domain, option)
    const { r, s, yParity } = parseSignature(signature)
    const n = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n
    const twin = serializeSignature({
      r,
      s: `0x${(n - BigInt(s)).toString(16).padStart(64, '0')}` as Hex,
      yParity: yParity === 0 ? 1 : 0,
    })
    expect(splitSignature(signature)).toMatchObject({ r, s })
    expect(splitSignature(twin)).toBeUndefined()
    expect(await isOptionSigned(domain, option, twin)).toBe(false)
  })

  it('list many options with one signature over their merkle root, each with a proof to it', async () => {
    const options = [1n, 2n, 3n].map((tokenId) => ({ ...option, tokenId, nonce: tokenId }))
    const batch = batchOf(options)
    expect(batch.hashes).toEqual(options.map(hashOption))
    expect(batch.proofs.every((proof) => proof.length > 0)).toBe(true)
    const signature = await signBatch(seller, domain, batch.root)
    expect(await isBatchSigned(domain, batch.root, seller.address, signature)).toBe(true)
    expect(await isBatchSigned(domain, batch.root, bidder.address, signature)).toBe(false)
    expect(await isBatchSigned(domain, batchOf(options.slice(1)).root, seller.address, signature)).toBe(false)
  })

  it('accept an offer signed by its bidder only', async () => {
    const offer = {
      optionHash: hashOption(option),
      bidder: bidder.address,
      price: 5n,
      expireTime: 1_800_000_000n,
    }
    const signature = await signOffer(bidder, domain, offer)
    expect(await isOfferSigned(domain, offer, signature)).toBe(true)
    expect(await isOfferSigned(domain, { ...offer, price: 6n }, signature)).toBe(false)
    expect(await isOfferSigned(domain, offer, await signOffer(seller, domain, offer))).toBe(false)
  })
})
