import { brickByCode } from '@kid/shared/bricks'
import type { Campaign, CampaignEntry } from '@kid/shared/bricks/campaigns'
import type { CampaignGoal } from '@kid/shared/bricks/tasks'
import { and, count, eq, gte, inArray, lt } from 'drizzle-orm'
import type { Db } from '../../platform/db/database.ts'
import { monthRange } from './day.ts'
import { bricksCampaign, bricksClaim } from './tables.ts'

export type CampaignRow = typeof bricksCampaign.$inferSelect

/** The task kinds whose rewards a goal counts ('any': every task, not campaign rewards themselves). */
const countedKinds = (goal: string): string[] =>
  goal === 'any' ? ['checkin', 'social', 'invite', 'newsletter'] : [goal]

export function toCampaign(row: CampaignRow): Campaign {
  const { start, end } = monthRange(row.month)
  return {
    id: row.id,
    month: row.month,
    title: row.title,
    description: row.description,
    goal: row.goal as CampaignGoal,
    target: row.target,
    brickstype: brickByCode(row.currency)?.brickstype ?? 1,
    code: row.currency,
    amount: row.amount.toString(),
    starttime: start.getTime(),
    endtime: end.getTime(),
  }
}

/** How far the member got: their rewards of the goal's kinds from joining to the month's end. */
export async function progressOf(db: Db, userId: number, row: CampaignRow, joinedAt: Date): Promise<number> {
  const { end } = monthRange(row.month)
  const [n] = await db
    .select({ n: count() })
    .from(bricksClaim)
    .where(
      and(
        eq(bricksClaim.userId, userId),
        inArray(bricksClaim.kind, countedKinds(row.goal)),
        gte(bricksClaim.createdAt, joinedAt),
        lt(bricksClaim.createdAt, end),
      ),
    )
  return n?.n ?? 0
}

export const campaignKey = (campaignId: number, userId: number) => `campaign:${campaignId}:${userId}`

/** The member's state in a campaign, for the pages. */
export function entryOf(
  campaign: CampaignRow,
  joinedAt: Date | null,
  progress: number,
  claimed: boolean,
  now: Date,
): CampaignEntry {
  const c = toCampaign(campaign)
  const ended = now.getTime() >= c.endtime
  const state = claimed
    ? 'claimed'
    : ended
      ? 'ended'
      : joinedAt === null
        ? 'open'
        : progress >= campaign.target
          ? 'claimable'
          : 'joined'
  return {
    ...c,
    joined: joinedAt !== null,
    joinedtime: joinedAt?.getTime() ?? null,
    progress,
    claimed,
    state,
  }
}

/** Campaigns running in a month, in the order operators made them. */
export async function campaignsOf(db: Db, month: string): Promise<CampaignRow[]> {
  return db
    .select()
    .from(bricksCampaign)
    .where(and(eq(bricksCampaign.month, month), eq(bricksCampaign.enabled, true)))
    .orderBy(bricksCampaign.id)
}
