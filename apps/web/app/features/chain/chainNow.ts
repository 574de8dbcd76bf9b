import { createPublicClient, http } from 'viem'
import { loadChainConfig } from './chainConfig.ts'

/**
 * The chain's clock (the latest block's time, in ms): what the Exchange judges auction ends by.
 * The computer's clock can differ from it, most of all on a development chain moved forward.
 */
export async function chainNow(): Promise<number> {
  const config = await loadChainConfig()
  const block = await createPublicClient({ transport: http(config.rpcUrl) }).getBlock()
  return Number(block.timestamp) * 1000
}
