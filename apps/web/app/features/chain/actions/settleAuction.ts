import { abi } from '@kid/contracts/artifacts/Exchange'
import type { Option } from '@kid/contracts/market/typedData'
import { contractFor } from '../chainConfig.ts'
import type { TxAction } from '../transaction.ts'

export type SettleAuctionParameters = { option: Option }
export type SettleAuctionReturnType = undefined

/** Delivery: after the auction ends, pays the seller from the escrow and moves the item to the winner. */
export const settleAuction = {
  title: 'Deliver',
  request: ({ option }, { config }) => ({
    address: contractFor(config, 'EXCHANGE'),
    abi,
    functionName: 'settle',
    args: [option],
  }),
} satisfies TxAction<SettleAuctionParameters, SettleAuctionReturnType>
