import type { CollectionView } from '@kid/shared/market/views'
import { catalog } from '../api/catalog.ts'
import { browserReader } from '../api/reader.ts'

/**
 * Where a creator can mint: their own deployed collections, then the platform's shared ERC-721
 * and ERC-1155 collections (open to everyone). Drafts of undeployed collections cannot be minted.
 */
export async function pickableCollections(): Promise<CollectionView[]> {
  const calls = catalog(browserReader)
  const [own, open] = await Promise.all([
    calls.ownCollections(),
    calls.collections({ page: 1, size: 100, sort: 'items' }),
  ])
  const shared = open.list.filter((c) => c.shared)
  return [...shared, ...own.list.filter((c) => c.address !== null && !c.shared)]
}
