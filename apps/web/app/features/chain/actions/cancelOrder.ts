import { abi } from '@kid/contracts/artifacts/Exchange'
import { contractFor } from '../chainConfig.ts'
import type { TxAction } from '../transaction.ts'

export type CancelOrderParameters = { nonces: readonly bigint[] }
export type CancelOrderReturnType = undefined

/** Closes signed listings on chain by their nonces, so a copy of the signature can never be used. */
export const cancelOrder = {
  title: 'Cancel listing',
  request: ({ nonces }, { config }) => ({
    address: contractFor(config, 'EXCHANGE'),
    abi,
    functionName: 'cancel',
    args: [nonces],
  }),
} satisfies TxAction<CancelOrderParameters, CancelOrderReturnType>
