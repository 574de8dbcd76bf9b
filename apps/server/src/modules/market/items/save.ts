import type { ItemAddBody, ItemEditBody } from '@kid/shared/market/catalog'
import { and, eq, inArray } from 'drizzle-orm'
import { badRequest } from '../../../platform/errors.ts'
import type { Caller } from '../caller.ts'
import type { MarketDeps } from '../deps.ts'
import { assertOwnMedia } from '../media.ts'
import { marketCollection } from '../tables/collection.ts'
import { marketItem, marketItemAttribute } from '../tables/item.ts'
import { marketOrder } from '../tables/order.ts'
import { tokenUriOf } from './token-uri.ts'

/**
 * POST item/add: a draft in a collection the caller may mint into (their own, or a shared one).
 * Answers the token URI to pass to the collection's mint from the creator's wallet.
 */
export async function addItem(
  deps: MarketDeps,
  caller: Caller & { wallet: string },
  body: ItemAddBody,
  origin: string,
) {
  assertOwnMedia(deps.config, body.media, body.thumbnail)
  const [collection] = await deps.db
    .select()
    .from(marketCollection)
    .where(eq(marketCollection.id, body.collectionId))
  if (!collection || (!collection.shared && collection.creatorUserId !== caller.userId))
    throw badRequest('You can only add items to your own collections or the shared ones.')
  if (collection.standard === 721 && body.supply !== undefined && body.supply !== 1n)
    throw badRequest('An ERC-721 item is one of a kind: supply must be 1.')
  const id = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(marketItem)
      .values({
        collectionId: collection.id,
        name: body.name,
        description: body.description,
        mediaUrl: body.media,
        mediaType: body.mediaType,
        thumbnailUrl: body.thumbnail ?? (body.mediaType === 'image' ? body.media : ''),
        supply: body.supply ?? 1n,
        royaltyBps: body.royalty ?? collection.royaltyBps,
        creatorUserId: caller.userId,
        creatorAddress: caller.wallet,
      })
      .returning({ id: marketItem.id })
    if (!row) throw new Error('insert returned no row')
    if (body.properties.length > 0)
      await tx
        .insert(marketItemAttribute)
        .values(body.properties.map((p) => ({ itemId: row.id, traitType: p.trait_type, value: p.value })))
    return row.id
  })
  return {
    id,
    tokenUri: tokenUriOf(origin, id),
    collectionAddress: collection.address,
    standard: collection.standard,
  }
}

/** The caller's item, editable while it is a draft or (metadata only) not listed. */
async function ownEditable(deps: MarketDeps, caller: Caller, id: number) {
  const [item] = await deps.db
    .select()
    .from(marketItem)
    .where(and(eq(marketItem.id, id), eq(marketItem.creatorUserId, caller.userId)))
  if (!item) throw badRequest('This item is not yours.')
  const [listed] = await deps.db
    .select({ id: marketOrder.id })
    .from(marketOrder)
    .where(and(eq(marketOrder.itemId, id), inArray(marketOrder.state, ['active'])))
    .limit(1)
  if (listed) throw badRequest('Cancel the listing before changing the item.')
  return item
}

/** POST item/edit: name, description, media and properties; supply and royalty only before minting. */
export async function editItem(
  deps: MarketDeps,
  caller: Caller,
  body: ItemEditBody,
): Promise<{ id: number }> {
  const item = await ownEditable(deps, caller, body.id)
  assertOwnMedia(deps.config, body.media, body.thumbnail)
  if (item.status === 'minted' && (body.supply !== undefined || body.royalty !== undefined))
    throw badRequest('Supply and royalty are fixed once minted.')
  await deps.db.transaction(async (tx) => {
    await tx
      .update(marketItem)
      .set({
        name: body.name,
        description: body.description,
        mediaUrl: body.media,
        mediaType: body.mediaType,
        thumbnailUrl: body.thumbnail,
        supply: body.supply,
        royaltyBps: body.royalty,
        updatedAt: new Date(),
      })
      .where(eq(marketItem.id, item.id))
    if (body.properties === undefined) return
    await tx.delete(marketItemAttribute).where(eq(marketItemAttribute.itemId, item.id))
    if (body.properties.length > 0)
      await tx
        .insert(marketItemAttribute)
        .values(body.properties.map((p) => ({ itemId: item.id, traitType: p.trait_type, value: p.value })))
  })
  return { id: item.id }
}

/** POST item/delete: drafts only; a minted token stays in the catalog as long as it exists. */
export async function deleteItem(deps: MarketDeps, caller: Caller, id: number): Promise<{ id: number }> {
  const item = await ownEditable(deps, caller, id)
  if (item.status !== 'draft') throw badRequest('A minted item cannot be deleted.')
  await deps.db.delete(marketItem).where(and(eq(marketItem.id, id), eq(marketItem.status, 'draft')))
  return { id }
}
