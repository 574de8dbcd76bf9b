import type { CollectionFloor, CollectionView } from '@kid/shared/market/views'
import type { marketCollection } from '../tables/collection.ts'

export type CollectionRow = typeof marketCollection.$inferSelect

/** A collection row as the wire has it, with its floors when the read has them (collections/floors.ts). */
export function toCollectionView(row: CollectionRow, floors: CollectionFloor[] = []): CollectionView {
  return {
    id: row.id,
    chainId: row.chainId,
    address: row.address,
    standard: row.standard === 1155 ? 1155 : 721,
    name: row.name,
    symbol: row.symbol,
    description: row.description,
    coverUrl: row.coverUrl,
    bannerUrl: row.bannerUrl,
    royaltyBps: row.royaltyBps,
    categoryId: row.categoryId,
    creatorAddress: row.creatorAddress,
    creatorUserId: row.creatorUserId,
    shared: row.shared,
    floorWei: row.floorWei === null ? null : String(row.floorWei),
    volumeWei: String(row.volumeWei),
    owners: row.owners,
    items: row.items,
    createdAt: row.createdAt.toISOString(),
    floors,
  }
}
