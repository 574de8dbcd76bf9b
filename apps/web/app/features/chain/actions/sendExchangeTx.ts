import { abi } from '@kid/contracts/artifacts/Exchange'
import { decodeFunctionData, type Hex } from 'viem'
import { ContractKindError, contractFor } from '../chainConfig.ts'
import type { TxAction } from '../transaction.ts'

/** A transaction the trading server prepared (`{ to, data, value }` of purchase, delivery, bidding, cancel). */
export type SendExchangeTxParameters = { tx: { to: string; data: string; value: string }; title?: string }
export type SendExchangeTxReturnType = undefined

/**
 * Sends an Exchange call the server prepared, after checking it really is one: the target must be
 * this deployment's exchange and the data must decode with its ABI, so a tampered answer cannot
 * make the wallet call anything else.
 */
export const sendExchangeTx = {
  title: 'Send the transaction',
  request: ({ tx }, { config }) => {
    const exchange = contractFor(config, 'EXCHANGE')
    if (tx.to.toLowerCase() !== exchange.toLowerCase()) throw new ContractKindError()
    const { functionName, args } = decodeFunctionData({ abi, data: tx.data as Hex })
    return { address: exchange, abi, functionName, args: args ?? [], value: BigInt(tx.value || '0') }
  },
} satisfies TxAction<SendExchangeTxParameters, SendExchangeTxReturnType>
