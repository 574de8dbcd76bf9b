import type { CreatorQuery } from '@kid/shared/market/catalog'
import type { CreatorProfile } from '@kid/shared/market/creators'
import type { ActivityView, ItemView } from '@kid/shared/market/views'
import type { Page } from '@kid/shared/page'
import { PAGE_SIZE_DEFAULT } from '@kid/shared/page'
import type { WalletAddress } from '@kid/shared/validate/wallet-address'
import { type CreatorTab, catalog } from './api/catalog.ts'
import type { Reader } from './api/reader.ts'

export const CREATOR_TAB_LABELS: Record<CreatorTab, string> = {
  created: 'Created',
  collected: 'Collected',
  activity: 'Activity',
  onsale: 'On sale',
}

export const creatorTabOf = (value: string | null | undefined): CreatorTab =>
  value && value in CREATOR_TAB_LABELS ? (value as CreatorTab) : 'created'

/** Whom a creator page shows: a member by user id, or any wallet by address. */
export type CreatorRef = { userId: number } | { address: WalletAddress }

export type CreatorTabPage =
  | { kind: 'items'; page: Page<ItemView> }
  | { kind: 'activity'; page: Page<ActivityView> }

/** One page of a creator tab, through whichever reader (server for the first, browser after). */
export function creatorTabPage(
  reader: Reader,
  who: CreatorRef,
  tab: CreatorTab,
  page: number,
): Promise<CreatorTabPage> {
  const query: Partial<CreatorQuery> = { ...who, page, size: PAGE_SIZE_DEFAULT }
  const calls = catalog(reader)
  if (tab === 'activity') return calls.creatorActivity(query).then((p) => ({ kind: 'activity', page: p }))
  return calls.creatorItems(tab, query).then((p) => ({ kind: 'items', page: p }))
}

export type CreatorLoad = {
  who: CreatorRef
  tab: CreatorTab
  creator: CreatorProfile | null
  first: CreatorTabPage | null
}

export async function loadCreator(reader: Reader, who: CreatorRef, tab: CreatorTab): Promise<CreatorLoad> {
  const [creator, first] = await Promise.all([
    catalog(reader)
      .creator({ ...who })
      .catch(() => null),
    creatorTabPage(reader, who, tab, 1).catch(() => null),
  ])
  return { who, tab, creator, first }
}
