import { formatUnits } from '@kid/shared/format/units'
import { useQuery } from '../../lib/query.tsx'
import type { OnChainBalance } from './onChainBalances.ts'

/** The tokens a KID wallet shows and sends, in their order on the page. */
export const ON_CHAIN_SYMBOLS = ['ETH', 'USDT', 'WETH'] as const satisfies readonly OnChainBalance['symbol'][]

/** The KID wallet's ETH, USDT and WETH, read in the browser: viem loads with this read, not with the page. */
export function useOnChainBalances(address: `0x${string}`) {
  return useQuery({
    queryKey: ['kidwallet-chain', address],
    queryFn: async () => (await import('./onChainBalances.ts')).onChainBalances(address),
  })
}

/** One token's balance as shown (4 places at most), or undefined until the chain has answered. */
export function shownBalance(balances: OnChainBalance[] | undefined, symbol: OnChainBalance['symbol']) {
  const entry = balances?.find((b) => b.symbol === symbol)
  return entry && formatUnits(entry.amount, entry.decimals)
}
