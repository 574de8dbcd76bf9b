import { createPublicClient, erc20Abi, http } from 'viem'
import { contractFor, loadChainConfig } from '../chain/chainConfig.ts'
import { tokenBalances } from '../chain/tokenBalances.ts'

export type OnChainBalance = { symbol: 'ETH' | 'USDT' | 'WETH'; amount: bigint; decimals: number }

/** ETH, USDT and WETH of an address on the deployment's chain, each with its token's own decimals. */
export async function onChainBalances(owner: `0x${string}`): Promise<OnChainBalance[]> {
  const config = await loadChainConfig()
  const client = createPublicClient({ transport: http(config.rpcUrl) })
  const [balances, usdtDecimals] = await Promise.all([
    tokenBalances(owner),
    client.readContract({ address: contractFor(config, 'USDT'), abi: erc20Abi, functionName: 'decimals' }),
  ])
  return [
    { symbol: 'ETH', amount: balances.ETH, decimals: 18 },
    { symbol: 'USDT', amount: balances.USDT, decimals: usdtDecimals },
    { symbol: 'WETH', amount: balances.WETH, decimals: 18 },
  ]
}
