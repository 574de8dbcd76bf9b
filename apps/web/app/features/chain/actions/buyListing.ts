import { abi } from '@kid/contracts/artifacts/Exchange'
import type { Option } from '@kid/contracts/market/typedData'
import { type Hex, zeroAddress } from 'viem'
import { contractFor } from '../chainConfig.ts'
import type { TxAction } from '../transaction.ts'
import { signatureParts } from './signatureParts.ts'

export type BuyListingParameters = {
  option: Option
  /** The seller's signature over the listing, or over the batch root when `proof` is not empty. */
  signature: Hex
  proof?: readonly Hex[]
  /** Units to buy: 1 for ERC-721. */
  amount?: bigint
}
export type BuyListingReturnType = undefined

/** Buy now: an ETH listing sends exactly price × amount; an ERC-20 listing pays from the allowance. */
export const buyListing = {
  title: 'Buy now',
  request: ({ option, signature, proof = [], amount = 1n }, { config }) => ({
    address: contractFor(config, 'EXCHANGE'),
    abi,
    functionName: 'buy',
    args: [option, signatureParts(signature), proof, amount],
    value: option.currency === zeroAddress ? option.price * amount : 0n,
  }),
} satisfies TxAction<BuyListingParameters, BuyListingReturnType>
