import type { CreatorQuery } from '@kid/shared/market/catalog'
import type { ActivityView, ItemView } from '@kid/shared/market/views'
import { type Page, toPage } from '@kid/shared/page'
import { eq, or, type SQL, sql } from 'drizzle-orm'
import { listActivity } from '../collections/activity.ts'
import type { MarketReads } from '../deps.ts'
import { listItemsWhere } from '../items/list.ts'
import { marketActivity } from '../tables/activity.ts'
import { marketItem } from '../tables/item.ts'
import { creatorOf } from './creator-of.ts'

export type Tab = 'created' | 'collected' | 'onsale'

/** Which minted items each creator tab shows, for a lower-cased wallet. */
export const CREATOR_TABS: Record<Tab, (wallet: string) => SQL> = {
  created: (wallet) => eq(marketItem.creatorAddress, wallet),
  // `= any(array(...))`, not `in (...)`: an index condition Postgres can OR with the owner index
  // in one bitmap, where `in` inside an OR makes it read every item.
  collected: (wallet) =>
    or(
      eq(marketItem.ownerAddress, wallet),
      sql`${marketItem.id} = any(array(select b.item_id from market_balance b where b.owner_address = ${wallet}))`,
    ) ?? sql`false`,
  onsale: (wallet) =>
    sql`${marketItem.id} in (select o.item_id from market_order o
      where o.seller_address = ${wallet} and o.state = 'active')`,
}

/** GET open/creator/created/list, collected/list and sale/list: a member without a wallet has none. */
export async function creatorItems(reads: MarketReads, tab: Tab, q: CreatorQuery): Promise<Page<ItemView>> {
  const { address } = await creatorOf(reads.members, q)
  if (!address) return toPage([], q)
  return listItemsWhere(reads.db, [eq(marketItem.status, 'minted'), CREATOR_TABS[tab](address)], q)
}

/** GET open/creator/activity: what the wallet sent or received, newest first. */
export async function creatorActivity(reads: MarketReads, q: CreatorQuery): Promise<Page<ActivityView>> {
  const { address } = await creatorOf(reads.members, q)
  if (!address) return toPage([], q)
  const where = or(eq(marketActivity.fromAddress, address), eq(marketActivity.toAddress, address))
  return listActivity(reads, where ?? sql`false`, q)
}
