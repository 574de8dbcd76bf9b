import { brickByCode } from '@kid/shared/bricks'
import type { DailyLimit } from '@kid/shared/bricks/tasks'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../platform/db/database.ts'
import { dailyCaps } from './config.ts'
import { bricksDay } from './tables.ts'

/** POST userbrickslog/bricksupperlimit: per brick type, today's limit, what the member earned, what is left. */
export async function dailyLimits(db: Db, userId: number, day: string): Promise<DailyLimit[]> {
  const [caps, earned] = await Promise.all([
    dailyCaps(db),
    db
      .select({ currency: bricksDay.currency, earned: bricksDay.earned })
      .from(bricksDay)
      .where(and(eq(bricksDay.userId, userId), eq(bricksDay.day, day))),
  ])
  const earnedOf = new Map(earned.map((r) => [r.currency, r.earned]))
  return [...caps].map(([code, limit]) => {
    const brick = brickByCode(code)
    const today = earnedOf.get(code) ?? 0n
    return {
      brickstype: brick?.brickstype ?? 0,
      code,
      title: brick?.title ?? code,
      limit: limit.toString(),
      earned: today.toString(),
      remaining: (limit > today ? limit - today : 0n).toString(),
    }
  })
}
