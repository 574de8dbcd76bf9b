import type { Db } from '../../platform/db/database.ts'
import type { ReplayGuard } from '../../platform/signature/replay.ts'
import { accountVisit } from './tables/site.ts'

export const VISIT_WINDOW_MS = 86_400_000

type Visit = typeof accountVisit.$inferInsert

/**
 * POST website/visit/open/add: one visit per visitor (platform/visitor.ts: member, else IP) and UTC
 * day. The once-store decides at no database cost; counted visits gather here and `flush` inserts
 * them in one statement (WriteBehind), the table's (day, visitor) key keeping them unique across
 * restarts.
 */
export class VisitCounter {
  private pending = new Map<string, Visit>()

  constructor(
    private readonly db: Db,
    private readonly once: ReplayGuard,
  ) {}

  async add(visitor: string, now = new Date()): Promise<{ counted: boolean }> {
    const day = now.toISOString().slice(0, 10)
    if (!(await this.once.claim(`visit:${day}:${visitor}`, VISIT_WINDOW_MS))) return { counted: false }
    this.pending.set(`${day}:${visitor}`, { day, visitor, createdAt: now })
    return { counted: true }
  }

  async flush(): Promise<void> {
    if (this.pending.size === 0) return
    const batch = this.pending
    this.pending = new Map()
    try {
      await this.db
        .insert(accountVisit)
        .values([...batch.values()])
        .onConflictDoNothing()
    } catch (error) {
      // Kept for the next flush rather than lost.
      for (const [key, visit] of batch) this.pending.set(key, visit)
      throw error
    }
  }
}
