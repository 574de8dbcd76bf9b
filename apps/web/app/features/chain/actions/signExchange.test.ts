import { exchangeDomain, exchangeTypes, type Offer, type Option } from '@kid/contracts/market/typedData'
import { createWalletClient, type Hex, http, recoverTypedDataAddress, zeroHash } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import type { ChainConfig } from '../chainConfig.ts'
import type { ChainSession } from '../transaction.ts'
import { signBatchListing } from './signBatchListing.ts'
import { signListing } from './signListing.ts'
import { signOffer } from './signOffer.ts'
import { TEST_OPTION } from './testing.ts'

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
const option: Option = { ...TEST_OPTION, signer: account.address }
/** Who signed `message` as the exchange's `primaryType` (in the exchange's domain unless `on`). */
const signerOf = <K extends keyof typeof exchangeTypes>(
  primaryType: K,
  message: Record<string, unknown>,
  signature: Hex,
  on = domain,
) =>
  recoverTypedDataAddress({
    domain: on,
    types: { [primaryType]: exchangeTypes[primaryType] },
    primaryType,
    message,
    signature,
  } as Parameters<typeof recoverTypedDataAddress>[0])

describe('the exchange signatures the wallet makes', () => {
  it('a listing, a batch root and an offer each recover to the signer under their own type', async () => {
    const listing = await signListing(session, { option })
    expect(await signerOf('Option', option, listing)).toBe(account.address)

    const batch = await signBatchListing(session, { options: [option, { ...option, tokenId: 2n }] })
    expect(await signerOf('OptionBatch', { root: batch.root }, batch.signature)).toBe(account.address)

    const offer: Offer = { optionHash: zeroHash, bidder: account.address, price: 5n, expireTime: 2n ** 40n }
    const signed = await signOffer(session, { offer })
    expect(await signerOf('Offer', offer, signed)).toBe(account.address)
    // Signed for this chain's exchange only: on another chain the signature names someone else.
    expect(await signerOf('Option', option, listing, exchangeDomain(1, EXCHANGE))).not.toBe(account.address)
  })
})
