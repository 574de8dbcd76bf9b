import type { KnsDefault } from '@kid/shared/kns/views'
import { useQuery } from '../../lib/query.tsx'
import { kns } from '../kns/api.ts'
import { browserReader } from '../market/api/reader.ts'

/**
 * The signed-in member's .kid default name and its avatar record, read when the wallet card opens
 * (like its balances) rather than with every page; undefined until then or without a wallet. The
 * answer is kept 30 s, as the server keeps it, so opening the card again asks nothing new.
 */
export function useOwnKidName(wallet: string, open: boolean): KnsDefault | undefined {
  return useQuery({
    queryKey: ['kns', 'default', wallet.toLowerCase()],
    queryFn: () => kns(browserReader).defaultOf(wallet),
    enabled: open && wallet !== '',
    staleTime: 30_000,
  }).data
}
