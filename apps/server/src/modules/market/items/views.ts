import { sql } from 'drizzle-orm'
import type { Db } from '../../../platform/db/database.ts'
import type { ReplayGuard } from '../../../platform/signature/replay.ts'
import { marketItem } from '../tables/item.ts'

export const VIEW_WINDOW_MS = 3_600_000

/**
 * Item views: one per visitor, item and clock hour, decided by a claim in the once-store (memory,
 * or Redis across copies), so counting a view reads and writes no table. Counted views gather here
 * and `flush` adds them to `market_item.views` in one UPDATE (WriteBehind runs it every few
 * seconds and before the app closes).
 */
export class ViewCounter {
  private pending = new Map<number, number>()

  constructor(
    private readonly db: Db,
    private readonly once: ReplayGuard,
  ) {}

  /** Counts the view unless this visitor (platform/visitor.ts) was already counted for the item this hour. */
  async count(itemId: number, visitor: string, now = Date.now()): Promise<void> {
    const hour = Math.floor(now / VIEW_WINDOW_MS)
    if (!(await this.once.claim(`view:${itemId}:${hour}:${visitor}`, VIEW_WINDOW_MS))) return
    this.pending.set(itemId, (this.pending.get(itemId) ?? 0) + 1)
  }

  async flush(): Promise<void> {
    if (this.pending.size === 0) return
    const batch = this.pending
    this.pending = new Map()
    const rows = sql.join(
      [...batch].map(([id, n]) => sql`(${id}::bigint, ${n}::integer)`),
      sql`, `,
    )
    try {
      await this.db.execute(
        sql`update ${marketItem} set views = ${marketItem.views} + v.n
            from (values ${rows}) as v(id, n) where ${marketItem.id} = v.id`,
      )
    } catch (error) {
      // Kept for the next flush rather than lost.
      for (const [id, n] of batch) this.pending.set(id, (this.pending.get(id) ?? 0) + n)
      throw error
    }
  }
}
