import { abi } from '@kid/contracts/artifacts/Exchange'
import { contractFor } from '../chainConfig.ts'
import type { TxAction } from '../transaction.ts'

export type CancelAllParameters = { minNonce: bigint }
export type CancelAllReturnType = undefined

/** Cancels every listing of the seller with a nonce below `minNonce` in one transaction. */
export const cancelAll = {
  title: 'Cancel all listings',
  request: ({ minNonce }, { config }) => ({
    address: contractFor(config, 'EXCHANGE'),
    abi,
    functionName: 'cancelAll',
    args: [minNonce],
  }),
} satisfies TxAction<CancelAllParameters, CancelAllReturnType>
