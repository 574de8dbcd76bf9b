import type { CollectionView } from '@kid/shared/market/views'
import { catalog } from '../api/catalog.ts'
import { browserReader } from '../api/reader.ts'

/**
 * Where a creator can mint (collection/owner/list): the platform's shared ERC-721 and ERC-1155
 * collections first, then their own deployed ones. Undeployed collections cannot be minted into.
 */
export async function pickableCollections(): Promise<CollectionView[]> {
  const { list } = await catalog(browserReader).ownCollections()
  return [...list.filter((c) => c.shared), ...list.filter((c) => c.address !== null && !c.shared)]
}
