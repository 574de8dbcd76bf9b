import type { KnsDefault } from '@kid/shared/kns/calls'
import { useQuery } from '../../lib/query.tsx'
import { browserReader } from '../market/api/reader.ts'

/**
 * `${KNS_BASE}/open/default` (@kid/shared/kns/calls), written out: importing the module for one
 * path would bring zod into the card.
 */
const DEFAULT_NAME = '/api/dcservice/kns/open/default'

/**
 * The signed-in member's .kid default name and its avatar record, read when the wallet card opens
 * (like its balances) rather than with every page; undefined until then or without a wallet. The
 * answer is cached (the server caches it too), so opening the card again asks nothing new.
 */
export function useOwnKidName(wallet: string, open: boolean): KnsDefault | undefined {
  return useQuery({
    queryKey: ['kns', 'default', wallet.toLowerCase()],
    queryFn: () => browserReader.get<KnsDefault>(`${DEFAULT_NAME}/${wallet}`),
    enabled: open && wallet !== '',
    staleTime: 30_000,
  }).data
}
