import type { ChainConfig } from '@kid/shared/chain-config'
import type {
  CollectionItemsQuery,
  CollectionListQuery,
  CreatorQuery,
  ItemListQuery,
} from '@kid/shared/market/catalog'
import type {
  Category,
  CreatorProfile,
  CreatorRankingQuery,
  EarningRow,
  EarningTotal,
  EthPrice,
} from '@kid/shared/market/creators'
import type { SearchQuery, SearchResults } from '@kid/shared/market/search'
import type {
  ActivityView,
  BannerView,
  CollectionDetail,
  CollectionView,
  CreatorView,
  ItemInfo,
  ItemTraits,
  ItemView,
  SalePoint,
} from '@kid/shared/market/views'
import type { Page } from '@kid/shared/page'
import type { Query, Reader } from './reader.ts'

export const DC = '/api/dcservice'

/** Input of a GET: the shared query types as the query string carries them. */
type Input<T> = { [K in keyof T]?: T[K] extends number | string | bigint | undefined ? T[K] : never }
const q = <T extends object>(input: Input<T>): Query => {
  const out: Query = {}
  for (const [key, value] of Object.entries(input)) if (value !== undefined) out[key] = String(value)
  return out
}

/** The creator tabs (spec 001 §2: created, collected, activity, on sale) and their calls. */
export const CREATOR_TABS = {
  created: 'created/list',
  collected: 'collected/list',
  activity: 'activity',
  onsale: 'sale/list',
} as const
export type CreatorTab = keyof typeof CREATOR_TABS

/** The catalogue calls of spec 001 §7, written once for the browser and the loaders. */
export function catalog({ get }: Reader) {
  return {
    items: (query: Input<ItemListQuery>) => get<Page<ItemView>>(`${DC}/item/open/list`, q(query)),
    item: (id: number) => get<ItemInfo>(`${DC}/item/open/info`, { id }),
    itemTraits: (id: number) => get<ItemTraits>(`${DC}/item/open/traits`, { id }),
    itemSales: (id: number) => get<SalePoint[]>(`${DC}/item/open/sales`, { id }),
    itemActivity: (id: number, page: number, size: number) =>
      get<Page<ActivityView>>(`${DC}/item/open/activity`, { id, page, size }),
    categories: () => get<Category[]>('/api/dataservice/open/collections/categories'),
    collections: (query: Input<CollectionListQuery>) =>
      get<Page<CollectionView>>(`${DC}/collection/open/list`, q(query)),
    collection: (id: number) => get<CollectionDetail>(`${DC}/collection/open/detail`, { id }),
    collectionItems: (query: Input<CollectionItemsQuery>) =>
      get<Page<ItemView>>(`${DC}/collection/open/items`, q(query)),
    collectionActivity: (id: number, page: number, size: number) =>
      get<Page<ActivityView>>(`${DC}/collection/open/activity`, { id, page, size }),
    ownCollections: () => get<Page<CollectionView>>(`${DC}/collection/owner/list`, { page: 1, size: 100 }),
    creator: (query: Input<CreatorQuery>) => get<CreatorProfile>(`${DC}/open/creator/index`, q(query)),
    creatorItems: (tab: Exclude<CreatorTab, 'activity'>, query: Input<CreatorQuery>) =>
      get<Page<ItemView>>(`${DC}/open/creator/${CREATOR_TABS[tab]}`, q(query)),
    creatorActivity: (query: Input<CreatorQuery>) =>
      get<Page<ActivityView>>(`${DC}/open/creator/activity`, q(query)),
    creatorRanking: (query: Input<CreatorRankingQuery>) =>
      get<Page<CreatorView>>(`${DC}/open/creator/top/ranking`, q(query)),
    banners: () => get<BannerView[]>(`${DC}/home/open/banner/v2`),
    ethPrice: () => get<EthPrice>(`${DC}/open/ethprice`),
    chainConfig: () => get<ChainConfig>(`${DC}/open/chain/config`),
    /** Ours: the search page and the header's search dialog (docs/api.md "Search"). */
    search: (query: Input<SearchQuery>) => get<SearchResults>(`${DC}/open/search`, q(query)),
    earnings: (page: number, size: number) => get<Earnings>(`${DC}/creator/earning`, { page, size }),
  }
}
export type Catalog = ReturnType<typeof catalog>
export type Earnings = Page<EarningRow> & { totals: EarningTotal[] }
