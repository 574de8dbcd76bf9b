import type { ItemLikeBody } from '@kid/shared/market/catalog'
import type { ItemLikes } from '@kid/shared/market/views'
import { and, count, eq } from 'drizzle-orm'
import type { Db } from '../../../platform/db/database.ts'
import { notFound } from '../../../platform/errors.ts'
import { marketItem } from '../tables/item.ts'
import { marketItemLike } from '../tables/item-like.ts'

/** How many members like the item, and whether the viewer (a member, else nobody) is one of them. */
export async function likesOf(db: Db, itemId: number, viewerUserId: number | undefined): Promise<ItemLikes> {
  const [[total], mine] = await Promise.all([
    db.select({ n: count() }).from(marketItemLike).where(eq(marketItemLike.itemId, itemId)),
    viewerUserId === undefined
      ? []
      : db
          .select({ itemId: marketItemLike.itemId })
          .from(marketItemLike)
          .where(and(eq(marketItemLike.itemId, itemId), eq(marketItemLike.userId, viewerUserId))),
  ])
  return { likes: total?.n ?? 0, liked: mine.length > 0 }
}

/**
 * POST item/like: the caller's favourite set to `liked`. Setting a state rather than flipping it
 * makes a repeated request (a double tap, a retry) change nothing more. Minted items only.
 */
export async function likeItem(
  db: Db,
  userId: number,
  body: ItemLikeBody,
): Promise<ItemLikes & { id: number }> {
  const [item] = await db
    .select({ status: marketItem.status })
    .from(marketItem)
    .where(eq(marketItem.id, body.id))
  if (item?.status !== 'minted') throw notFound('There is no such item.')
  if (body.liked)
    await db.insert(marketItemLike).values({ itemId: body.id, userId: userId }).onConflictDoNothing()
  else
    await db
      .delete(marketItemLike)
      .where(and(eq(marketItemLike.itemId, body.id), eq(marketItemLike.userId, userId)))
  return { id: body.id, ...(await likesOf(db, body.id, userId)) }
}
