import { abi as abi721 } from '@kid/contracts/artifacts/KidERC721'
import { abi as abi1155 } from '@kid/contracts/artifacts/KidERC1155'
import type { Address } from 'viem'
import type { TxAction } from '../transaction.ts'

export type MintItemParameters = {
  collection: Address
  standard: 721 | 1155
  tokenUri: string
  /** Copies of an ERC-1155 item; an ERC-721 item is always one. */
  amount?: bigint
  /** Basis points, at most 1000 (10 %); paid to the minter unless another receiver is given. */
  royaltyBps: number
  royaltyReceiver?: Address
}
/** The new token id. */
export type MintItemReturnType = bigint

export const mintItem = {
  title: 'Mint the NFT',
  request: (p, { account }) => {
    const receiver = p.royaltyReceiver ?? account
    return p.standard === 721
      ? {
          address: p.collection,
          abi: abi721,
          functionName: 'mint',
          args: [account, p.tokenUri, receiver, p.royaltyBps],
        }
      : {
          address: p.collection,
          abi: abi1155,
          functionName: 'mint',
          args: [account, p.amount ?? 1n, p.tokenUri, receiver, p.royaltyBps],
        }
  },
} satisfies TxAction<MintItemParameters, MintItemReturnType>
