import { abi } from '@kid/contracts/artifacts/WETH'
import { contractFor } from '../chainConfig.ts'
import type { TxAction } from '../transaction.ts'

export type WrapEthParameters = { amount: bigint }
export type WrapEthReturnType = undefined

/** WETH deposit: turns ETH into WETH, the currency offers and bids are paid in. */
export const wrapEth = {
  title: 'Wrap ETH',
  request: ({ amount }, { config }) => ({
    address: contractFor(config, 'WETH'),
    abi,
    functionName: 'deposit',
    args: [],
    value: amount,
  }),
} satisfies TxAction<WrapEthParameters, WrapEthReturnType>
