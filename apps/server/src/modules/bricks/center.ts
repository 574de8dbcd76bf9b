import { socialPlatform } from '@kid/shared/bricks/social'
import type { DailyLimit, MemberTask, TaskState } from '@kid/shared/bricks/tasks'
import { and, eq, inArray } from 'drizzle-orm'
import { checkinState } from './checkin.ts'
import { enabledTasks, type TaskRow, taskConfig } from './config.ts'
import { utcDay } from './day.ts'
import type { BricksDeps } from './deps.ts'
import { claimableInvites } from './invites.ts'
import { dailyLimits } from './limits.ts'
import { newsletterBlocker } from './newsletter.ts'
import { socialLinks } from './social.ts'
import { bricksClaim } from './tables.ts'

type Judged = { state: TaskState; hint: string; detail?: string | null; claimable?: number }

/**
 * GET bricksconfig/reward/center: the member's brick balances, check-in, every task with its state
 * (done, claimable, or locked with what unlocks it) and today's limits. A task that would pass the
 * daily limit reads as locked until the next UTC day.
 */
export async function rewardCenter(deps: BricksDeps, userId: number) {
  const [tasks, balances] = await Promise.all([memberTasks(deps, userId), deps.ledger.balanceList(userId)])
  const checkinTask = (await enabledTasks(deps.db)).find((t) => t.kind === 'checkin')
  return {
    balances: balances.filter((b) => b.kind === 'brick'),
    checkin: checkinTask ? await checkinState(deps.db, userId, deps.now(), checkinTask) : null,
    tasks: tasks.tasks,
    limits: tasks.limits,
  }
}

/** bricksconfig/list and the centre's tasks: each enabled task with the member's state. */
export async function memberTasks(
  deps: BricksDeps,
  userId: number,
): Promise<{ tasks: MemberTask[]; limits: DailyLimit[] }> {
  const rows = await enabledTasks(deps.db)
  const judge = await judgeFor(deps, userId, rows)
  const limits = await dailyLimits(deps.db, userId, utcDay(deps.now()))
  const remaining = new Map(limits.map((l) => [l.code, BigInt(l.remaining)]))
  const tasks = rows.map((row) => {
    let judged = judge(row)
    const left = remaining.get(row.currency)
    if (judged.state === 'claimable' && left !== undefined && left < row.amount) {
      judged = { ...judged, state: 'locked', hint: "Today's limit is reached. Claim this after 00:00 UTC." }
    }
    return {
      ...taskConfig(row),
      state: judged.state,
      hint: judged.hint,
      detail: judged.detail ?? null,
      claimable: judged.claimable ?? 0,
    }
  })
  return { tasks, limits }
}

/** What the member's state of each kind of task depends on, read once for the list. */
async function judgeFor(
  deps: BricksDeps,
  userId: number,
  rows: TaskRow[],
): Promise<(row: TaskRow) => Judged> {
  const checkinTask = rows.find((r) => r.kind === 'checkin')
  const [checkin, links, paidTasks, invites, newsletter] = await Promise.all([
    checkinTask ? checkinState(deps.db, userId, deps.now(), checkinTask) : undefined,
    socialLinks(deps.db, userId),
    deps.db
      .select({ task: bricksClaim.task })
      .from(bricksClaim)
      .where(
        and(eq(bricksClaim.userId, userId), inArray(bricksClaim.kind, ['welcome', 'social', 'newsletter'])),
      ),
    rows.some((r) => r.kind === 'invite') ? claimableInvites(deps, userId) : 0,
    rows.some((r) => r.kind === 'newsletter') ? newsletterBlocker(deps, userId) : null,
  ])
  const paid = new Set(paidTasks.map((p) => p.task))
  return (row) => {
    switch (row.kind) {
      case 'welcome':
        return paid.has(row.slug)
          ? { state: 'done', hint: 'Received when you joined.' }
          : { state: 'claimable', hint: 'Your gift for joining KID: claim it now.' }
      case 'checkin':
        return checkin?.today
          ? { state: 'done', hint: 'Checked in today. Come back tomorrow.' }
          : { state: 'claimable', hint: 'Check in now.' }
      case 'social': {
        const name = socialPlatform(row.platform ?? '')?.name ?? row.platform
        const handle = links.get(row.platform ?? '') ?? null
        if (paid.has(row.slug)) return { state: 'done', hint: `${name} linked.`, detail: handle }
        if (handle) return { state: 'claimable', hint: `${name} linked: claim your reward.`, detail: handle }
        return { state: 'locked', hint: `Link your ${name} account on the Social page.` }
      }
      case 'invite':
        return invites > 0
          ? {
              state: 'claimable',
              hint: `${invites} ${invites === 1 ? 'friend has' : 'friends have'} qualified.`,
              claimable: invites,
            }
          : {
              state: 'locked',
              hint: 'Share your invite link. You are paid when a friend verifies their e-mail and checks in.',
            }
      case 'newsletter':
        if (paid.has(row.slug)) return { state: 'done', hint: 'Subscribed.' }
        return newsletter
          ? { state: 'locked', hint: newsletter }
          : { state: 'claimable', hint: 'Subscribed: claim your reward.' }
      default:
        return { state: 'locked', hint: 'Not available.' }
    }
  }
}
