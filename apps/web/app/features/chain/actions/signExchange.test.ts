import { exchangeDomain, exchangeTypes, type Offer, type Option } from '@kid/contracts/market/typedData'
import { createWalletClient, http, recoverTypedDataAddress, zeroAddress, zeroHash } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import type { ChainConfig } from '../chainConfig.ts'
import type { ChainSession } from '../transaction.ts'
import { signBatchListing } from './signBatchListing.ts'
import { signListing } from './signListing.ts'
import { signOffer } from './signOffer.ts'

const EXCHANGE = `0x${'e1'.repeat(20)}` as const
const account = privateKeyToAccount(generatePrivateKey())
const config = { chainId: 31337, rpcUrl: '', explorerUrl: '', contracts: { EXCHANGE } } as ChainConfig
// A local account in the wallet's place signs without a node: the transport is never called.
const session = {
  config,
  account,
  walletClient: createWalletClient({ transport: http('http://127.0.0.1:1') }),
} as unknown as ChainSession
const domain = exchangeDomain(31337, EXCHANGE)
const option: Option = {
  channel: 0,
  collection: `0x${'c1'.repeat(20)}`,
  tokenId: 1n,
  amount: 1n,
  signer: account.address,
  nonce: 9n,
  startTime: 0n,
  endTime: 2n ** 40n,
  price: 10n ** 18n,
  currency: zeroAddress,
  royaltyRate: 1000,
}

describe('the exchange signatures the wallet makes', () => {
  it('a listing, a batch root and an offer each recover to the signer under their own type', async () => {
    const listing = await signListing(session, { option })
    expect(
      await recoverTypedDataAddress({
        domain,
        types: { Option: exchangeTypes.Option },
        primaryType: 'Option',
        message: option,
        signature: listing,
      }),
    ).toBe(account.address)

    const batch = await signBatchListing(session, { options: [option, { ...option, tokenId: 2n }] })
    expect(
      await recoverTypedDataAddress({
        domain,
        types: { OptionBatch: exchangeTypes.OptionBatch },
        primaryType: 'OptionBatch',
        message: { root: batch.root },
        signature: batch.signature,
      }),
    ).toBe(account.address)

    const offer: Offer = { optionHash: zeroHash, bidder: account.address, price: 5n, expireTime: 2n ** 40n }
    const signed = await signOffer(session, { offer })
    expect(
      await recoverTypedDataAddress({
        domain,
        types: { Offer: exchangeTypes.Offer },
        primaryType: 'Offer',
        message: offer,
        signature: signed,
      }),
    ).toBe(account.address)
    // The same fields under another type are another message: the listing's signature is not the offer's.
    expect(signed).not.toBe(listing)
  })
})
