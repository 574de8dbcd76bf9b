import { abi } from '@kid/contracts/artifacts/Exchange'
import type { OrderView } from '@kid/shared/market/trade'
import { type Address, createPublicClient, type Hex, http } from 'viem'
import { contractFor, loadChainConfig } from '../../chain/chainConfig.ts'

/**
 * Copies of a listing still for sale, as the Exchange counts them: the listed amount less its
 * filled units; none once the nonce is spent (the last copy sold, or the listing cancelled).
 */
export async function listingLeft(order: Pick<OrderView, 'optionHash' | 'option'>): Promise<bigint> {
  const config = await loadChainConfig()
  const client = createPublicClient({ transport: http(config.rpcUrl) })
  const exchange = { address: contractFor(config, 'EXCHANGE'), abi } as const
  const [filled, spent] = await Promise.all([
    client.readContract({ ...exchange, functionName: 'filled', args: [order.optionHash as Hex] }),
    client.readContract({
      ...exchange,
      functionName: 'isNonceUsed',
      args: [order.option.signer as Address, BigInt(order.option.nonce)],
    }),
  ])
  return spent ? 0n : BigInt(order.option.amount) - filled
}
