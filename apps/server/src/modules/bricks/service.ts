import type { ClaimBody, SocialSaveBody } from '@kid/shared/bricks-calls'
import type { PageQuery } from '@kid/shared/page-query'
import { badRequest } from '../../platform/errors.ts'
import {
  brickTypes,
  campaignLog,
  claimCampaign,
  joinCampaign,
  rewardStats,
  rewardTracking,
  thisMonth,
} from './campaigns.ts'
import { memberTasks, rewardCenter } from './center.ts'
import { claim } from './claim.ts'
import { bricksConfig } from './config.ts'
import { utcDay } from './day.ts'
import { bricksDemo } from './demo.ts'
import type { BricksDeps } from './deps.ts'
import { inviteeList } from './invites.ts'
import { dailyLimits } from './limits.ts'
import { brickLog } from './log.ts'
import { newsletterList } from './newsletter.ts'
import { saveSocial } from './social.ts'

/**
 * The bricks module's calls, each for the signed-in caller it is given (docs/bricks.md). Every
 * reward is paid by pay.ts: a ledger transfer from platform 'rewards' under the claim's key.
 */
export type Bricks = ReturnType<typeof createBricks>

export function createBricks(deps: BricksDeps) {
  const { db } = deps
  const bricks = {
    config: () => bricksConfig(db),
    center: (userId: number) => rewardCenter(deps, userId),
    tasks: async (userId: number) => (await memberTasks(deps, userId)).tasks,
    async task(userId: number, slug: string) {
      const found = (await memberTasks(deps, userId)).tasks.find((t) => t.slug === slug)
      if (!found) throw badRequest('There is no such task, or it is not open now.')
      return found
    },
    claim: (userId: number, body: ClaimBody) => claim(deps, userId, body),
    saveSocial: (userId: number, body: SocialSaveBody) => saveSocial(deps, userId, body),
    invitees: (userId: number, page: PageQuery) => inviteeList(deps, userId, page),
    limits: (userId: number) => dailyLimits(db, userId, utcDay(deps.now())),
    log: (userId: number, q: { before?: number | undefined; size: number }) =>
      brickLog(deps.ledger, userId, q),
    newsletters: () => newsletterList(db),
    campaigns: {
      thisMonth: (userId: number) => thisMonth(deps, userId),
      join: (userId: number, id: number) => joinCampaign(deps, userId, id),
      claim: (userId: number, id: number) => claimCampaign(deps, userId, id),
      tracking: (userId: number) => rewardTracking(deps, userId),
      log: (userId: number, page: PageQuery) => campaignLog(deps, userId, page),
      stats: (id?: number) => rewardStats(deps, id),
      brickTypes,
    },
  }
  return { ...bricks, demo: bricksDemo(bricks) }
}
