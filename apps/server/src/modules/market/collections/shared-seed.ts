import { sql } from 'drizzle-orm'
import type { ChainRuntime } from '../../../platform/chain/chain.ts'
import type { Db } from '../../../platform/db/database.ts'
import { marketCategory, marketCollection } from '../tables/collection.ts'

/** The categories collections are filed under (the collection list's filter). */
export const CATEGORIES = [
  ['Art', 'art'],
  ['Collectibles', 'collectibles'],
  ['Photography', 'photography'],
  ['Music', 'music'],
  ['Gaming', 'gaming'],
  ['Video', 'video'],
] as const

/**
 * At start, idempotently: the categories, and one catalog row per shared collection of the
 * deployment (anyone mints into them; no creator deployment), owned by the platform signer.
 */
export async function seedCatalog(db: Db, chain: ChainRuntime | undefined): Promise<void> {
  await db
    .insert(marketCategory)
    .values(CATEGORIES.map(([name, slug], sort) => ({ name, slug, sort })))
    .onConflictDoNothing({ target: marketCategory.slug })
  if (!chain) return
  const { erc721, erc1155 } = chain.deployment.contracts
  for (const [address, standard, name, symbol] of [
    [erc721, 721, 'KID Shared', 'KID'],
    [erc1155, 1155, 'KID Shared Editions', 'KIDE'],
  ] as const) {
    await db
      .insert(marketCollection)
      .values({
        chainId: chain.chainId,
        address,
        standard,
        name,
        symbol,
        description: 'The platform collection anyone can mint into.',
        creatorAddress: chain.signer.address.toLowerCase(),
        shared: true,
      })
      .onConflictDoNothing({
        target: [marketCollection.chainId, marketCollection.address],
        where: sql`${marketCollection.address} is not null`,
      })
  }
}
