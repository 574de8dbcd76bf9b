import type { ItemInfo } from '@kid/shared/market/views'
import { useQuery } from '@tanstack/react-query'
import type { Address } from 'viem'
import { useSession } from '../../../lib/session/SessionProvider.tsx'
import { loadChainConfig } from '../../chain/chainConfig.ts'
import { chainNow } from '../../chain/chainNow.ts'
import { tokenBalances } from '../../chain/tokenBalances.ts'
import { isAuction } from '../channel.ts'
import { saleDetail } from './tradeApi.ts'

/** Query keys the trade panel refreshes once a flow has changed the chain. */
export const TRADE_REFRESH_KEYS = [['balances'], ['market', 'listings'], ['market', 'offers']] as const

/**
 * What the item page's trade panel reads besides the item: the deployment, the whole listing, the
 * chain's clock for an auction and (while an offer or bid dialog is open) the payer's balances.
 */
export function useTradeQueries(item: ItemInfo, paying: boolean) {
  const { user, loggedIn } = useSession()
  const listing = item.listing
  const config = useQuery({ queryKey: ['chain-config'], queryFn: loadChainConfig })
  const order = useQuery({
    queryKey: ['sale-detail', item.id, listing?.orderId],
    queryFn: () => saleDetail(item.id, listing?.orderId as number),
    // sale/detail is not an /open/ call: asking it signed out would end in the login redirect.
    enabled: Boolean(listing) && loggedIn,
  })
  const now = useQuery({
    queryKey: ['chain-now', item.id],
    queryFn: chainNow,
    enabled: Boolean(listing && isAuction(listing.channel)),
  })
  const wallet = user.walletaddress as Address
  const balances = useQuery({
    queryKey: ['balances', wallet],
    queryFn: () => tokenBalances(wallet),
    enabled: paying && Boolean(wallet),
  })
  // Unknown balances (no wallet bound, the node unreachable) leave the check to the flow and server.
  const payer = balances.data ?? (balances.isError || !wallet ? undefined : null)
  return { config, order, now, payer }
}
