import type { Option } from '@kid/contracts/market/typedData'
import type { Hex } from 'viem'
import type { ChainSession } from '../transaction.ts'
import { signExchange } from './signExchange.ts'

export type SignListingParameters = { option: Option }
export type SignListingReturnType = Hex

/** The seller's EIP-712 signature over one listing (the spec's option): no transaction, no gas. */
export function signListing(session: ChainSession, { option }: SignListingParameters): Promise<Hex> {
  return signExchange(session, 'Option', option)
}
