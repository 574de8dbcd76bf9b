import { BRICK_TYPES, type BrickCode } from '@kid/shared/bricks'
import { type CampaignEntry, type CampaignStats, GOAL_TEXT } from '@kid/shared/bricks/campaigns'
import type { CampaignGoal } from '@kid/shared/bricks/tasks'
import { toPage } from '@kid/shared/page'
import type { PageQuery } from '@kid/shared/page-query'
import { and, count, desc, eq, inArray, sql, sum } from 'drizzle-orm'
import { badRequest } from '../../platform/errors.ts'
import { type CampaignRow, campaignKey, campaignsOf, entryOf, progressOf } from './campaign-rows.ts'
import { utcMonth } from './day.ts'
import type { BricksDeps } from './deps.ts'
import { rewardNotice } from './notice.ts'
import { pay } from './pay.ts'
import { bricksCampaign, bricksCampaignEntry, bricksClaim } from './tables.ts'

/**
 * Time-limited monthly campaigns (timelimitbricks, docs/bricks.md): operators set a goal for the
 * month (e.g. 20 check-ins); a member joins (save), their rewards of the goal's kind count from
 * then to the month's end, and once they reach the target they claim (update), once.
 */
export async function thisMonth(deps: BricksDeps, userId: number): Promise<CampaignEntry[]> {
  const rows = await campaignsOf(deps.db, utcMonth(deps.now()))
  return entriesOf(deps, userId, rows)
}

async function entriesOf(deps: BricksDeps, userId: number, rows: CampaignRow[]): Promise<CampaignEntry[]> {
  if (rows.length === 0) return []
  const ids = rows.map((r) => r.id)
  const [joined, claimed] = await Promise.all([
    deps.db
      .select()
      .from(bricksCampaignEntry)
      .where(and(eq(bricksCampaignEntry.userId, userId), inArray(bricksCampaignEntry.campaignId, ids))),
    deps.db
      .select({ key: bricksClaim.key })
      .from(bricksClaim)
      .where(
        inArray(
          bricksClaim.key,
          ids.map((id) => campaignKey(id, userId)),
        ),
      ),
  ])
  const joinedAt = new Map(joined.map((j) => [j.campaignId, j.joinedAt]))
  const claimedKeys = new Set(claimed.map((c) => c.key))
  return Promise.all(
    rows.map(async (row) => {
      const at = joinedAt.get(row.id) ?? null
      const progress = at ? await progressOf(deps.db, userId, row, at) : 0
      return entryOf(row, at, progress, claimedKeys.has(campaignKey(row.id, userId)), deps.now())
    }),
  )
}

async function runningCampaign(deps: BricksDeps, id: number): Promise<CampaignRow> {
  const [row] = await deps.db.select().from(bricksCampaign).where(eq(bricksCampaign.id, id))
  if (!row?.enabled) throw badRequest('There is no such campaign.')
  if (row.month !== utcMonth(deps.now())) throw badRequest(`This campaign ran in ${row.month} and is over.`)
  return row
}

/** POST timelimitbricks/save: the member joins this month's campaign (again: nothing changes). */
export async function joinCampaign(deps: BricksDeps, userId: number, id: number): Promise<CampaignEntry> {
  const row = await runningCampaign(deps, id)
  await deps.db
    .insert(bricksCampaignEntry)
    .values({ campaignId: id, userId, joinedAt: deps.now() })
    .onConflictDoNothing()
  const [entry] = await entriesOf(deps, userId, [row])
  return entry as CampaignEntry
}

/** POST timelimitbricks/update: the campaign's reward, once the member reached its target. */
export async function claimCampaign(deps: BricksDeps, userId: number, id: number) {
  const row = await runningCampaign(deps, id)
  const [entry] = await deps.db
    .select()
    .from(bricksCampaignEntry)
    .where(and(eq(bricksCampaignEntry.campaignId, id), eq(bricksCampaignEntry.userId, userId)))
  if (!entry) throw badRequest('Join the campaign first: your progress counts from then.')
  const progress = await progressOf(deps.db, userId, row, entry.joinedAt)
  if (progress < row.target) {
    const what = GOAL_TEXT[row.goal as CampaignGoal]
    throw badRequest(`You have ${progress} of ${row.target} ${what} so far: keep going.`)
  }
  const paid = await pay(deps, {
    userId,
    task: `campaign:${id}`,
    kind: 'campaign',
    key: campaignKey(id, userId),
    currency: row.currency as BrickCode,
    amount: row.amount,
    subject: String(id),
    reason: row.title,
  })
  return rewardNotice(paid, row.title)
}

/** GET timelimitbricks/getrewardtracking: the campaigns the member joined, newest first, with where they got. */
export async function rewardTracking(deps: BricksDeps, userId: number): Promise<CampaignEntry[]> {
  const rows = await deps.db
    .select({ campaign: bricksCampaign })
    .from(bricksCampaignEntry)
    .innerJoin(bricksCampaign, eq(bricksCampaign.id, bricksCampaignEntry.campaignId))
    .where(eq(bricksCampaignEntry.userId, userId))
    .orderBy(desc(bricksCampaign.month), desc(bricksCampaign.id))
    .limit(24)
  return entriesOf(
    deps,
    userId,
    rows.map((r) => r.campaign),
  )
}

/** POST timelimitbricks/getuserbricklog: the member's campaign rewards, newest first. */
export async function campaignLog(deps: BricksDeps, userId: number, page: PageQuery) {
  const rows = await deps.db
    .select({
      id: bricksClaim.id,
      subject: bricksClaim.subject,
      currency: bricksClaim.currency,
      amount: bricksClaim.amount,
      createdAt: bricksClaim.createdAt,
      title: bricksCampaign.title,
    })
    .from(bricksClaim)
    .leftJoin(bricksCampaign, eq(sql`${bricksCampaign.id}::text`, bricksClaim.subject))
    .where(and(eq(bricksClaim.userId, userId), eq(bricksClaim.kind, 'campaign')))
    .orderBy(desc(bricksClaim.id))
    .limit(page.size + 1)
    .offset((page.page - 1) * page.size)
  const list = rows.map((r) => ({
    id: r.id,
    campaignid: Number(r.subject),
    title: r.title ?? '',
    brickstype: BRICK_TYPES.find((b) => b.code === r.currency)?.brickstype ?? 0,
    amount: r.amount.toString(),
    createtime: r.createdAt.getTime(),
  }))
  return toPage(list, page)
}

/** POST timelimitbricks/getrewardstats: per campaign of this month (or one), who joined, who finished, what it paid. */
export async function rewardStats(deps: BricksDeps, id?: number): Promise<CampaignStats[]> {
  const rows = (await campaignsOf(deps.db, utcMonth(deps.now()))).filter(
    (r) => id === undefined || r.id === id,
  )
  return Promise.all(
    rows.map(async (row) => {
      const [[joined], [done]] = await Promise.all([
        deps.db
          .select({ n: count() })
          .from(bricksCampaignEntry)
          .where(eq(bricksCampaignEntry.campaignId, row.id)),
        deps.db
          .select({ n: count(), paid: sum(bricksClaim.amount) })
          .from(bricksClaim)
          .where(eq(bricksClaim.task, `campaign:${row.id}`)),
      ])
      return {
        id: row.id,
        title: row.title,
        participants: joined?.n ?? 0,
        completed: done?.n ?? 0,
        paid: done?.paid ?? '0',
        code: row.currency,
      }
    }),
  )
}

/** GET timelimitbricks/getbricktype: the brick types campaigns pay in. */
export const brickTypes = () =>
  BRICK_TYPES.map(({ brickstype, code, title }) => ({ brickstype, code, title }))
