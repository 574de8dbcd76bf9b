import type { ItemAddBody, ItemEditBody } from '@kid/shared/market/catalog'
import { and, eq } from 'drizzle-orm'
import { badRequest } from '../../../platform/errors.ts'
import type { Caller } from '../../account/index.ts'
import type { MarketDeps } from '../deps.ts'
import { assertOwnMedia } from '../media.ts'
import { marketCollection } from '../tables/collection.ts'
import { marketItem, marketItemAttribute } from '../tables/item.ts'
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

export const SAVE_TEXT = {
  notYours: 'This item is not yours.',
  frozen:
    'A minted item’s details are frozen: buyers and offers rely on what the token shows. Make a new item to show something else.',
  mintedDelete: 'A minted item cannot be deleted.',
} as const

/**
 * The caller's item while it is a draft, the only state its details may change in (a draft has no
 * token, so no listing or offer either); `minted` is the refusal for a minted one.
 */
async function ownDraft(deps: MarketDeps, caller: Caller, id: number, minted: string) {
  const [item] = await deps.db
    .select()
    .from(marketItem)
    .where(and(eq(marketItem.id, id), eq(marketItem.creatorUserId, caller.userId)))
  if (!item) throw badRequest(SAVE_TEXT.notYours)
  if (item.status !== 'draft') throw badRequest(minted)
  return item
}

/**
 * POST item/edit: a draft's name, description, media, properties, supply and royalty. A minted
 * item's metadata is frozen (items/freeze-metadata.ts): the change would rewrite what holders and
 * bidders were shown. The update names the draft state, so a mint claimed meanwhile (which locks
 * the row and freezes it) leaves nothing written.
 */
export async function editItem(
  deps: MarketDeps,
  caller: Caller,
  body: ItemEditBody,
): Promise<{ id: number }> {
  const item = await ownDraft(deps, caller, body.id, SAVE_TEXT.frozen)
  assertOwnMedia(deps.config, body.media, body.thumbnail)
  await deps.db.transaction(async (tx) => {
    const [draft] = await tx
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
      .where(and(eq(marketItem.id, item.id), eq(marketItem.status, 'draft')))
      .returning({ id: marketItem.id })
    if (!draft) throw badRequest(SAVE_TEXT.frozen)
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
  await ownDraft(deps, caller, id, SAVE_TEXT.mintedDelete)
  await deps.db.delete(marketItem).where(and(eq(marketItem.id, id), eq(marketItem.status, 'draft')))
  return { id }
}
