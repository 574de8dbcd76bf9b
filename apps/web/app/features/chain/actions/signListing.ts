import { exchangeDomain, exchangeTypes, type Option } from '@kid/contracts/market/typedData'
import type { Hex } from 'viem'
import { contractFor } from '../chainConfig.ts'
import type { ChainSession } from '../transaction.ts'

export type SignListingParameters = { option: Option }
export type SignListingReturnType = Hex

/** The seller's EIP-712 signature over one listing (the spec's option): no transaction, no gas. */
export function signListing(session: ChainSession, { option }: SignListingParameters): Promise<Hex> {
  const { walletClient, account, config } = session
  return walletClient.signTypedData({
    account,
    domain: exchangeDomain(config.chainId, contractFor(config, 'EXCHANGE')),
    types: { Option: exchangeTypes.Option },
    primaryType: 'Option',
    message: option,
  })
}
