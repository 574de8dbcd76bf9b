import type { CollectionAddBody, CollectionEditBody } from '@kid/shared/market/catalog'
import type { CollectionView } from '@kid/shared/market/views'
import { and, eq } from 'drizzle-orm'
import { badRequest } from '../../../platform/errors.ts'
import type { Caller } from '../../account/index.ts'
import type { MarketDeps } from '../deps.ts'
import { assertOwnMedia } from '../media.ts'
import { marketCategory, marketCollection } from '../tables/collection.ts'
import { toCollectionView } from './view.ts'

async function assertCategory(deps: MarketDeps, category: number | undefined): Promise<void> {
  if (category === undefined) return
  const [row] = await deps.db.select().from(marketCategory).where(eq(marketCategory.id, category))
  if (!row) throw badRequest('There is no such category.')
}

/**
 * POST collection/add: the row of a collection the creator then deploys from their wallet with
 * CollectionFactory.create721/create1155(name, symbol); the indexer fills in its address.
 */
export async function addCollection(
  deps: MarketDeps,
  caller: Caller & { wallet: string },
  body: CollectionAddBody,
): Promise<CollectionView> {
  assertOwnMedia(deps.config, body.cover, body.banner)
  await assertCategory(deps, body.category)
  const [row] = await deps.db
    .insert(marketCollection)
    .values({
      chainId: deps.chainId,
      standard: body.standard,
      name: body.name,
      symbol: body.symbol,
      description: body.description,
      coverUrl: body.cover ?? '',
      bannerUrl: body.banner ?? '',
      royaltyBps: body.royalty,
      categoryId: body.category ?? null,
      creatorUserId: caller.userId,
      creatorAddress: caller.wallet,
    })
    .returning()
  if (!row) throw new Error('insert returned no row')
  return toCollectionView(row)
}

/** POST collection/edit: the creator's own collection only; name and symbol are fixed once deployed. */
export async function editCollection(
  deps: MarketDeps,
  caller: Caller,
  body: CollectionEditBody,
): Promise<CollectionView> {
  assertOwnMedia(deps.config, body.cover, body.banner)
  await assertCategory(deps, body.category)
  const [own] = await deps.db
    .select()
    .from(marketCollection)
    .where(and(eq(marketCollection.id, body.id), eq(marketCollection.creatorUserId, caller.userId)))
  if (!own) throw badRequest('This collection is not yours.')
  if (own.address !== null && body.name !== undefined && body.name !== own.name)
    throw badRequest('A deployed collection keeps its name.')
  const [row] = await deps.db
    .update(marketCollection)
    .set({
      name: body.name,
      description: body.description,
      coverUrl: body.cover,
      bannerUrl: body.banner,
      royaltyBps: body.royalty,
      categoryId: body.category,
    })
    .where(eq(marketCollection.id, body.id))
    .returning()
  if (!row) throw badRequest('This collection is not yours.')
  return toCollectionView(row)
}
