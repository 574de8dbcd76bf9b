import { type Address, createPublicClient, erc20Abi, http } from 'viem'
import { contractFor, loadChainConfig } from './chainConfig.ts'

export type TokenBalances = { ETH: bigint; WETH: bigint; USDT: bigint }

/** The wallet's ETH and the two payment tokens, read from the deployment's RPC (no wallet needed). */
export async function tokenBalances(owner: Address): Promise<TokenBalances> {
  const config = await loadChainConfig()
  const client = createPublicClient({ transport: http(config.rpcUrl) })
  const erc20 = (kind: 'WETH' | 'USDT') =>
    client.readContract({
      address: contractFor(config, kind),
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [owner],
    })
  const [ETH, WETH, USDT] = await Promise.all([
    client.getBalance({ address: owner }),
    erc20('WETH'),
    erc20('USDT'),
  ])
  return { ETH, WETH, USDT }
}
