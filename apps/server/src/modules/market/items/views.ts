import { createHash } from 'node:crypto'
import { and, eq, lt, sql } from 'drizzle-orm'
import type { Db } from '../../../platform/db/database.ts'
import { marketItem, marketItemView } from '../tables/item.ts'

const HOUR = 3_600_000
let lastPrune = 0

/**
 * Counts a view once per visitor (user, else device, else IP) and hour: one insert that does
 * nothing when the visitor was already counted, and the counter bumped only when it did insert.
 */
export async function countView(db: Db, itemId: number, visitor: string): Promise<void> {
  const now = Date.now()
  const hour = new Date(now - (now % HOUR))
  const who = createHash('sha256').update(visitor).digest('base64url').slice(0, 22)
  const inserted = await db
    .insert(marketItemView)
    .values({ itemId, visitor: who, hour })
    .onConflictDoNothing()
    .returning({ itemId: marketItemView.itemId })
  if (inserted.length > 0)
    await db
      .update(marketItem)
      .set({ views: sql`${marketItem.views} + 1` })
      .where(eq(marketItem.id, itemId))
  // Past hours are never asked again: drop them now and then, not on every view.
  if (now - lastPrune > 10 * 60_000) {
    lastPrune = now
    await db.delete(marketItemView).where(and(lt(marketItemView.hour, new Date(now - HOUR))))
  }
}
