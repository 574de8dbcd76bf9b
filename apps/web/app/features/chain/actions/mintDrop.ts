import { abi } from '@kid/contracts/artifacts/Pad721'
import type { Address, Hex } from 'viem'
import type { TxAction } from '../transaction.ts'

export type MintDropParameters = { drop: Address; quantity: number; proof: readonly Hex[]; cost: bigint }
export type MintDropReturnType = undefined

/** Pad721.mint: one transaction for the whole quantity, paying exactly fee × quantity. */
export const mintDrop = {
  title: 'Mint',
  request: ({ drop, quantity, proof, cost }) => ({
    address: drop,
    abi,
    functionName: 'mint',
    args: [BigInt(quantity), proof],
    value: cost,
  }),
} satisfies TxAction<MintDropParameters, MintDropReturnType>
