import { exchangeWrites } from '@kid/contracts/market/exchangeWrites'
import type { TxAction } from '../transaction.ts'
import { exchangeContractCall } from './exchangeContractCall.ts'

export type CancelAllParameters = { minNonce: bigint }
export type CancelAllReturnType = undefined

/** Cancels every listing of the seller with a nonce below `minNonce` in one transaction. */
export const cancelAll = {
  title: 'Cancel all listings',
  request: ({ minNonce }, { config }) => exchangeContractCall(config, exchangeWrites.cancelAll(minNonce)),
} satisfies TxAction<CancelAllParameters, CancelAllReturnType>
