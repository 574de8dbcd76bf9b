import { and, eq } from 'drizzle-orm'
import type { Db, Tx } from '../../../platform/db/database.ts'
import { marketCollection } from '../tables/collection.ts'

/**
 * A deployed ERC-721 another module hands the catalog, as the catalog shows it: a launchpad drop
 * (when it is created) or the .kid names registry (kns's NameCatalog).
 */
export type CatalogCollection = {
  chainId: number
  address: string
  name: string
  symbol: string
  description: string
  cover: string
  royaltyBps: number
  categoryId: number | null
  creatorUserId: number | null
  creatorAddress: string
}

/**
 * Adds a drop to the catalog as a deployed ERC-721 collection, in the transaction that indexed
 * its creation, so its mints (dropTransferHandler) find it. Once per address.
 */
export async function addDropCollection(tx: Tx, d: CatalogCollection): Promise<void> {
  await tx
    .insert(marketCollection)
    .values({
      chainId: d.chainId,
      address: d.address,
      standard: 721,
      name: d.name,
      symbol: d.symbol,
      description: d.description,
      coverUrl: d.cover,
      bannerUrl: d.cover,
      royaltyBps: d.royaltyBps,
      categoryId: d.categoryId,
      creatorUserId: d.creatorUserId,
      creatorAddress: d.creatorAddress.toLowerCase(),
    })
    .onConflictDoNothing()
}

export async function dropCollectionId(db: Db, chainId: number, address: string): Promise<number | null> {
  const [row] = await db
    .select({ id: marketCollection.id })
    .from(marketCollection)
    .where(and(eq(marketCollection.chainId, chainId), eq(marketCollection.address, address)))
  return row?.id ?? null
}
