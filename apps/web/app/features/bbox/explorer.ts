import { useQuery } from '../../lib/query.tsx'
import { loadChainConfig } from '../chain/chainConfig.ts'

/** The deployment's block explorer ('' on the embedded chain), read once per page in the browser. */
export function useExplorerUrl(): string {
  const config = useQuery({
    queryKey: ['chain-config'],
    queryFn: loadChainConfig,
    staleTime: Number.POSITIVE_INFINITY,
  })
  return config.data?.explorerUrl ?? ''
}
