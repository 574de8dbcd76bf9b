import { exchangeAbi, isExchangeWrite } from '@kid/contracts/market/exchangeWrites'
import { decodeFunctionData, type Hex } from 'viem'
import { ContractKindError, contractFor } from '../chainConfig.ts'
import type { TxAction } from '../transaction.ts'

/** A transaction the trading server prepared (`{ to, data, value }` of purchase, delivery, bidding, cancel). */
export type SendExchangeTxParameters = { tx: { to: string; data: string; value: string }; title?: string }
export type SendExchangeTxReturnType = undefined

/**
 * Sends an Exchange call the server prepared, after checking it really is one: the target must be
 * this deployment's exchange and the data must decode with its ABI to one of the trading writes
 * (@kid/contracts/market/exchangeWrites, which the server built it from), so a tampered answer
 * cannot make the wallet call anything else.
 */
export const sendExchangeTx = {
  title: 'Send the transaction',
  request: ({ tx }, { config }) => {
    const exchange = contractFor(config, 'EXCHANGE')
    if (tx.to.toLowerCase() !== exchange.toLowerCase()) throw new ContractKindError()
    const { functionName, args } = decodeFunctionData({ abi: exchangeAbi, data: tx.data as Hex })
    if (!isExchangeWrite(functionName)) throw new ContractKindError()
    return {
      address: exchange,
      abi: exchangeAbi,
      functionName,
      args: args ?? [],
      value: BigInt(tx.value || '0'),
    }
  },
} satisfies TxAction<SendExchangeTxParameters, SendExchangeTxReturnType>
