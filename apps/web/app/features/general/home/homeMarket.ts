import type { HomeCounts, HomeIndex } from '@kid/shared/market/creators'
import type { BannerView, CollectionView } from '@kid/shared/market/views'
import { catalog, DC } from '../../market/api/catalog.ts'
import type { Reader } from '../../market/api/reader.ts'

export type HomeMarket = {
  banners: BannerView[]
  counts: HomeCounts | null
  collections: CollectionView[]
  index: HomeIndex | null
}

/**
 * Everything the home page's market sections show, read at once for the first paint. A call that
 * fails leaves its section out, as an empty one does: the home page never shows placeholders.
 */
export async function loadHomeMarket(reader: Reader): Promise<HomeMarket> {
  const [banners, counts, collections, index] = await Promise.all([
    catalog(reader)
      .banners()
      .catch(() => []),
    reader.get<HomeCounts>(`${DC}/home/open/index/count`).catch(() => null),
    reader.get<CollectionView[]>(`${DC}/collection/open/home`).catch(() => []),
    reader.get<HomeIndex>(`${DC}/home/open/index`).catch(() => null),
  ])
  return { banners, counts, collections, index }
}
