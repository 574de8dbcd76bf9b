import type { BrickCode } from '@kid/shared/bricks'
import { parseHandle, type SocialPlatform, socialPlatform } from '@kid/shared/bricks/social'
import type { SocialSaveBody } from '@kid/shared/bricks-calls'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../platform/db/database.ts'
import { pgErrorOf } from '../../platform/db/pg-error.ts'
import { badRequest } from '../../platform/errors.ts'
import { enabledTasks, type TaskRow } from './config.ts'
import type { BricksDeps } from './deps.ts'
import { rewardNotice } from './notice.ts'
import { DailyLimitReached, pay } from './pay.ts'
import { bricksSocial } from './tables.ts'

/**
 * POST socialmedia/save: links (or changes) the member's handle on one platform, then pays the
 * platform's task once per member (key `social:<userId>:<platform>`). A handle already linked to
 * another member is refused. Past the daily limit the handle is kept and the reward waits on
 * /bricks as claimable.
 */
export async function saveSocial(deps: BricksDeps, userId: number, body: SocialSaveBody) {
  const platform = body.platform as SocialPlatform
  const parsed = parseHandle(platform, body.handle)
  if ('message' in parsed) throw badRequest(parsed.message)
  const name = socialPlatform(platform)?.name ?? platform
  await deps.db
    .insert(bricksSocial)
    .values({ userId, platform, handle: parsed.handle, updatedAt: deps.now() })
    .onConflictDoUpdate({
      target: [bricksSocial.userId, bricksSocial.platform],
      set: { handle: parsed.handle, updatedAt: deps.now() },
    })
    .catch((error) => {
      if (pgErrorOf(error)?.code === '23505')
        throw badRequest(`This ${name} account is already linked to another KID member.`)
      throw error
    })
  const task = (await enabledTasks(deps.db)).find((t) => t.kind === 'social' && t.platform === platform)
  const saved = { platform, handle: parsed.handle }
  if (!task) return { ...saved, claim: null, message: `Your ${name} account is linked.` }
  try {
    const claim = await claimSocial(deps, userId, task)
    return { ...saved, claim, message: `Your ${name} account is linked.` }
  } catch (error) {
    if (!(error instanceof DailyLimitReached)) throw error
    return { ...saved, claim: null, message: `Your ${name} account is linked. ${error.message}` }
  }
}

/** Pays a social task whose handle the member linked. */
export async function claimSocial(deps: BricksDeps, userId: number, task: TaskRow) {
  const platform = task.platform ?? ''
  const name = socialPlatform(platform)?.name ?? platform
  const [linked] = await deps.db
    .select({ handle: bricksSocial.handle })
    .from(bricksSocial)
    .where(and(eq(bricksSocial.userId, userId), eq(bricksSocial.platform, platform)))
  if (!linked) throw badRequest(`Link your ${name} account first, on the Social page.`)
  const paid = await pay(deps, {
    userId,
    task: task.slug,
    kind: 'social',
    key: `social:${userId}:${platform}`,
    currency: task.currency as BrickCode,
    amount: task.amount,
    subject: platform,
    reason: task.title,
  })
  return rewardNotice(paid, task.title)
}

/** The member's linked handles by platform. */
export async function socialLinks(db: Db, userId: number): Promise<Map<string, string>> {
  const rows = await db
    .select({ platform: bricksSocial.platform, handle: bricksSocial.handle })
    .from(bricksSocial)
    .where(eq(bricksSocial.userId, userId))
  return new Map(rows.map((r) => [r.platform, r.handle]))
}
