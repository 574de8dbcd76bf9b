import { abi } from '@kid/contracts/artifacts/Exchange'
import type { Option } from '@kid/contracts/market/typedData'
import type { Hex } from 'viem'
import { contractFor } from '../chainConfig.ts'
import type { TxAction } from '../transaction.ts'
import { signatureParts } from './signatureParts.ts'

export type PlaceBidParameters = { option: Option; signature: Hex; proof?: readonly Hex[]; price: bigint }
export type PlaceBidReturnType = undefined

/** An auction bid, escrowed by the exchange from the bidder's ERC-20 allowance. */
export const placeBid = {
  title: 'Place bid',
  request: ({ option, signature, proof = [], price }, { config }) => ({
    address: contractFor(config, 'EXCHANGE'),
    abi,
    functionName: 'bid',
    args: [option, signatureParts(signature), proof, price],
  }),
} satisfies TxAction<PlaceBidParameters, PlaceBidReturnType>

/** The least the next bid may be: the reserve first, then 5 % above the last bid, rounded up as the contract does. */
export function minimumBid(reserve: bigint, lastBid: bigint | undefined): bigint {
  if (!lastBid) return reserve
  return lastBid + (lastBid * 500n + 9_999n) / 10_000n
}
