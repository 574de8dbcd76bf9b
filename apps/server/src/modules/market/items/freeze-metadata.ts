import { createHash } from 'node:crypto'
import { and, eq, isNull } from 'drizzle-orm'
import type { Db, Tx } from '../../../platform/db/database.ts'
import { marketItem, marketItemAttribute } from '../tables/item.ts'
import { marketItemMetadata } from '../tables/item-metadata.ts'
import { marketOffer, marketOrder } from '../tables/order.ts'

/** Media URLs are stored as our upload paths; wallets fetching metadata need absolute ones. */
const absolute = (origin: string, url: string) => (url.startsWith('/') ? `${origin}${url}` : url)

/**
 * The ERC-721 / ERC-1155 metadata document of an item row, as the exact text served. Keys in a
 * fixed order and attributes sorted, so the same details always give the same bytes and hash.
 * Uploads are content-addressed (yyyy/mm/<sha256>.<ext>), so the image URL pins the image too.
 */
export function metadataJson(
  origin: string,
  it: typeof marketItem.$inferSelect,
  attributes: { trait_type: string; value: string }[],
): string {
  return JSON.stringify({
    name: it.name,
    description: it.description,
    image: absolute(origin, it.mediaType === 'image' ? it.mediaUrl : it.thumbnailUrl),
    ...(it.mediaType === 'video' ? { animation_url: absolute(origin, it.mediaUrl) } : {}),
    attributes: [...attributes]
      .sort((a, b) => (a.trait_type < b.trait_type ? -1 : a.trait_type > b.trait_type ? 1 : 0))
      .map((a) => ({ trait_type: a.trait_type, value: a.value })),
  })
}

export const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex')

/**
 * Freezes a just-minted item's metadata as version 1, in the transaction that claims the mint:
 * from then on /meta serves these bytes and nothing rewrites them (items/save.ts refuses minted
 * items). Answers the hash.
 */
export async function freezeMetadata(tx: Tx, itemId: number, origin: string): Promise<string> {
  const [item] = await tx.select().from(marketItem).where(eq(marketItem.id, itemId))
  if (!item) throw new Error(`item ${itemId} vanished inside its mint's transaction`)
  const attributes = await tx
    .select({ trait_type: marketItemAttribute.traitType, value: marketItemAttribute.value })
    .from(marketItemAttribute)
    .where(eq(marketItemAttribute.itemId, itemId))
  const json = metadataJson(origin, item, attributes)
  const sha256 = sha256Hex(json)
  await tx.insert(marketItemMetadata).values({ itemId, version: 1, json, sha256 })
  await tx
    .update(marketItem)
    .set({ metadataVersion: 1, metadataHash: sha256 })
    .where(eq(marketItem.id, itemId))
  return sha256
}

const unfrozen = and(eq(marketItem.status, 'minted'), isNull(marketItem.metadataVersion))

/**
 * At start-up: items minted before snapshots existed get theirs, from their rows as they are now
 * (what they served until then; editing a minted item is refused from this version on), and their
 * open listings and offers are bound to it. Each item in its own transaction, holding the row, so
 * two servers starting together freeze it once.
 */
export async function freezeUnfrozenMinted(db: Db, origin: string): Promise<void> {
  const items = await db.select({ id: marketItem.id }).from(marketItem).where(unfrozen)
  for (const { id } of items)
    await db.transaction(async (tx) => {
      const [still] = await tx
        .select({ id: marketItem.id })
        .from(marketItem)
        .where(and(eq(marketItem.id, id), unfrozen))
        .for('update')
      if (!still) return
      const metadataHash = await freezeMetadata(tx, id, origin)
      await tx
        .update(marketOrder)
        .set({ metadataHash })
        .where(and(eq(marketOrder.itemId, id), isNull(marketOrder.metadataHash)))
      await tx
        .update(marketOffer)
        .set({ metadataHash })
        .where(and(eq(marketOffer.itemId, id), isNull(marketOffer.metadataHash)))
    })
}
