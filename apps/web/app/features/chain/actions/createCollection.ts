import { abi } from '@kid/contracts/artifacts/CollectionFactory'
import type { Address } from 'viem'
import { contractFor } from '../chainConfig.ts'
import type { TxAction } from '../transaction.ts'

export type CreateCollectionParameters = { standard: 721 | 1155; name: string; symbol: string }
/** The new collection's address (the factory's clone). */
export type CreateCollectionReturnType = Address

export const createCollection = {
  title: 'Create the collection',
  request: ({ standard, name, symbol }, { config }) => ({
    address: contractFor(config, 'COLLECTION_FACTORY'),
    abi,
    functionName: standard === 721 ? 'create721' : 'create1155',
    args: [name, symbol],
  }),
} satisfies TxAction<CreateCollectionParameters, CreateCollectionReturnType>
