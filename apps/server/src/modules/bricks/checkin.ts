import type { BrickCode } from '@kid/shared/bricks'
import { brickByCode } from '@kid/shared/bricks'
import type { CheckinState } from '@kid/shared/bricks/tasks'
import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../platform/db/database.ts'
import type { TaskRow } from './config.ts'
import { dayBefore, utcDay } from './day.ts'
import type { BricksDeps } from './deps.ts'
import { tellInviter } from './invite-notice.ts'
import { rewardNotice } from './notice.ts'
import { pay } from './pay.ts'
import { bricksCheckin } from './tables.ts'

/**
 * The daily check-in: once per member per UTC day (key `checkin:<userId>:<day>`), with its streak
 * (yesterday's + 1, else 1) written in the same transaction as the payment.
 */
export async function checkIn(deps: BricksDeps, userId: number, task: TaskRow) {
  const day = utcDay(deps.now())
  const paid = await pay(
    deps,
    {
      userId,
      task: task.slug,
      kind: 'checkin',
      key: `checkin:${userId}:${day}`,
      currency: task.currency as BrickCode,
      amount: task.amount,
      reason: task.title,
    },
    async (tx) => {
      const [yesterday] = await tx
        .select({ streak: bricksCheckin.streak })
        .from(bricksCheckin)
        .where(and(eq(bricksCheckin.userId, userId), eq(bricksCheckin.day, dayBefore(day))))
      const [before] = await tx
        .select({ day: bricksCheckin.day })
        .from(bricksCheckin)
        .where(eq(bricksCheckin.userId, userId))
        .limit(1)
      await tx.insert(bricksCheckin).values({ userId, day, streak: (yesterday?.streak ?? 0) + 1 })
      if (!before) await tellInviter(deps, tx, userId)
    },
  )
  const { streak } = await checkinState(deps.db, userId, deps.now(), task)
  const days = streak === 1 ? 'Day 1' : `${streak} days in a row`
  return rewardNotice(paid, task.title, `${days}. Check in again tomorrow to keep your streak.`)
}

/** Whether the member checked in today, and the streak they keep (still alive until today ends). */
export async function checkinState(db: Db, userId: number, now: Date, task: TaskRow): Promise<CheckinState> {
  const today = utcDay(now)
  const rows = await db
    .select({ day: bricksCheckin.day, streak: bricksCheckin.streak })
    .from(bricksCheckin)
    .where(and(eq(bricksCheckin.userId, userId), inArray(bricksCheckin.day, [today, dayBefore(today)])))
  const todays = rows.find((r) => r.day === today)
  const yesterdays = rows.find((r) => r.day !== today)
  return {
    today: todays !== undefined,
    streak: todays?.streak ?? yesterdays?.streak ?? 0,
    amount: task.amount.toString(),
    brickstype: brickByCode(task.currency)?.brickstype ?? 1,
  }
}

/** Which of these members have ever checked in (the invite reward's first action). */
export async function checkedIn(db: Db, userIds: readonly number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set()
  const rows = await db
    .selectDistinct({ userId: bricksCheckin.userId })
    .from(bricksCheckin)
    .where(inArray(bricksCheckin.userId, [...userIds]))
  return new Set(rows.map((r) => r.userId))
}
