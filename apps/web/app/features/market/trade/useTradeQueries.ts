import type { ItemInfo } from '@kid/shared/market/views'
import { useQuery } from '../../../lib/query.tsx'
import { useSession } from '../../../lib/session/SessionProvider.tsx'
import { loadChainConfig } from '../../chain/chainConfig.ts'
import { chainNow } from '../../chain/chainNow.ts'
import { isAuction } from '../channel.ts'
import { saleDetail } from './tradeApi.ts'

/** Query keys the trade panel refreshes once a flow has changed the chain. */
export const TRADE_REFRESH_KEYS = [['balances'], ['market', 'listings'], ['market', 'offers']] as const

/**
 * What the item page's trade buttons read besides the item: the deployment, the whole listing and
 * the chain's clock for an auction. None of them needs viem: they are part of the page's first load.
 */
export function useTradeQueries(item: ItemInfo) {
  const { loggedIn } = useSession()
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
  return { config, order, now }
}
