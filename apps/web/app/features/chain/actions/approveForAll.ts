import { abi } from '@kid/contracts/artifacts/KidERC721'
import type { Address } from 'viem'
import { contractFor } from '../chainConfig.ts'
import type { TxAction } from '../transaction.ts'

export type ApproveForAllParameters = { collection: Address }
export type ApproveForAllReturnType = undefined

/**
 * Lets the exchange move the seller's items of one collection: asked once per collection, before
 * the first listing. ERC-721 and ERC-1155 share setApprovalForAll's signature, so one ABI serves both.
 */
export const approveForAll = {
  title: 'Approve the collection',
  request: ({ collection }, { config }) => ({
    address: collection,
    abi,
    functionName: 'setApprovalForAll',
    args: [contractFor(config, 'EXCHANGE'), true],
  }),
} satisfies TxAction<ApproveForAllParameters, ApproveForAllReturnType>
