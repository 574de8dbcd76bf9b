import type { Address } from 'viem'
import { useQuery } from '../../../lib/query.tsx'
import { useSession } from '../../../lib/session/SessionProvider.tsx'
import { tokenBalances } from '../../chain/tokenBalances.ts'

/**
 * The payer's balances while an offer or bid dialog is open (`paying`): undefined when unknown (no
 * wallet bound, the node unreachable), which leaves the check to the flow and the server; null
 * while they load.
 */
export function usePayerBalances(paying: boolean) {
  const { user } = useSession()
  const wallet = user.walletaddress as Address
  const balances = useQuery({
    queryKey: ['balances', wallet],
    queryFn: () => tokenBalances(wallet),
    enabled: paying && Boolean(wallet),
  })
  return balances.data ?? (balances.isError || !wallet ? undefined : null)
}
