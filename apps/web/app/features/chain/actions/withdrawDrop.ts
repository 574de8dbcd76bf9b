import { abi } from '@kid/contracts/artifacts/Pad721'
import type { Address } from 'viem'
import type { TxAction } from '../transaction.ts'

export type WithdrawDropParameters = { drop: Address }

/** Pad721.withdraw: sends the drop's mint proceeds to its receiver. */
export const withdrawDrop = {
  title: 'Withdraw the proceeds',
  request: ({ drop }) => ({ address: drop, abi, functionName: 'withdraw', args: [] }),
} satisfies TxAction<WithdrawDropParameters>
