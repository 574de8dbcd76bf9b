import { type ExchangeCall, exchangeAbi } from '@kid/contracts/market/exchangeWrites'
import { type ChainConfig, contractFor } from '../chainConfig.ts'
import type { ContractCall } from '../transaction.ts'

/** One of the shared Exchange writes, addressed to this deployment's exchange, for runTransaction. */
export function exchangeContractCall(config: ChainConfig, call: ExchangeCall): ContractCall {
  const { functionName, args, value } = call
  return { address: contractFor(config, 'EXCHANGE'), abi: exchangeAbi, functionName, args, value }
}
