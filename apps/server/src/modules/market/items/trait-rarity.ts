import type { ItemTraits } from '@kid/shared/market/views'
import { and, count, eq } from 'drizzle-orm'
import type { Db } from '../../../platform/db/database.ts'
import { notFound } from '../../../platform/errors.ts'
import { keyedShortCache } from '../keyed-cache.ts'
import { marketItem, marketItemAttribute } from '../tables/item.ts'

/** How long a collection's trait counts are reused: a mint shows in the percentages within a minute. */
export const TRAIT_COUNTS_MS = 60_000
const COLLECTIONS_KEPT = 500

type TraitCounts = { items: number; counts: Map<string, number> }
const keyOf = (traitType: string, value: string) => `${traitType}\u0000${value}`

/**
 * Every trait value of a collection's minted items with how many items have it: one aggregate over
 * the collection's items (market_item_collection_idx, then the attributes' primary key), shared by
 * every item page of the collection for TRAIT_COUNTS_MS rather than counted per page view.
 */
async function readTraitCounts(db: Db, collectionId: number): Promise<TraitCounts> {
  const minted = and(eq(marketItem.collectionId, collectionId), eq(marketItem.status, 'minted'))
  const [rows, [total]] = await Promise.all([
    db
      .select({ traitType: marketItemAttribute.traitType, value: marketItemAttribute.value, n: count() })
      .from(marketItem)
      .innerJoin(marketItemAttribute, eq(marketItemAttribute.itemId, marketItem.id))
      .where(minted)
      .groupBy(marketItemAttribute.traitType, marketItemAttribute.value),
    db.select({ n: count() }).from(marketItem).where(minted),
  ])
  return { items: total?.n ?? 0, counts: new Map(rows.map((r) => [keyOf(r.traitType, r.value), r.n])) }
}

const cachesByDb = new WeakMap<Db, (collectionId: number) => Promise<TraitCounts>>()
/** One cache per database handle, so two apps in one process (tests) never share counts. */
function traitCountsOf(db: Db, collectionId: number): Promise<TraitCounts> {
  let cached = cachesByDb.get(db)
  if (!cached) {
    cached = keyedShortCache((id: number) => readTraitCounts(db, id), TRAIT_COUNTS_MS, COLLECTIONS_KEPT)
    cachesByDb.set(db, cached)
  }
  return cached(collectionId)
}

/**
 * GET item/open/traits: each trait of a minted item with how many of its collection's minted items
 * share the value (this one included), and how many minted items the collection has, so a page
 * can say how rare each trait is.
 */
export async function itemTraitRarity(db: Db, itemId: number): Promise<ItemTraits> {
  const [item] = await db
    .select({ collectionId: marketItem.collectionId, status: marketItem.status })
    .from(marketItem)
    .where(eq(marketItem.id, itemId))
  if (item?.status !== 'minted') throw notFound('There is no such item.')
  const [traits, collection] = await Promise.all([
    db
      .select({ trait_type: marketItemAttribute.traitType, value: marketItemAttribute.value })
      .from(marketItemAttribute)
      .where(eq(marketItemAttribute.itemId, itemId))
      .orderBy(marketItemAttribute.traitType),
    traitCountsOf(db, item.collectionId),
  ])
  // An item minted after the counts were read is counted as at least itself, in a collection of one.
  const items = Math.max(collection.items, 1)
  const countOf = (t: { trait_type: string; value: string }) =>
    Math.min(items, Math.max(1, collection.counts.get(keyOf(t.trait_type, t.value)) ?? 0))
  return { items, traits: traits.map((t) => ({ ...t, count: countOf(t) })) }
}
