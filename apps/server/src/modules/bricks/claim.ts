import type { ClaimAnswer } from '@kid/shared/bricks/tasks'
import type { ClaimBody } from '@kid/shared/bricks-calls'
import { badRequest } from '../../platform/errors.ts'
import { checkIn } from './checkin.ts'
import { taskBySlug } from './config.ts'
import type { BricksDeps } from './deps.ts'
import { claimInvite } from './invites.ts'
import { claimNewsletter } from './newsletter.ts'
import { claimSocial } from './social.ts'
import { claimWelcome } from './welcome.ts'

/**
 * POST bricks/claim: a task's reward for the caller. Each kind checks what it needs (a linked
 * handle, a friend who qualified, a confirmed subscription) and pays through pay.ts, once per key.
 */
export async function claim(deps: BricksDeps, userId: number, body: ClaimBody): Promise<ClaimAnswer> {
  const task = await taskBySlug(deps.db, body.task)
  if (!task?.enabled) throw badRequest('There is no such task, or it is not open now.')
  switch (task.kind) {
    case 'welcome':
      return claimWelcome(deps, userId, task)
    case 'checkin':
      return checkIn(deps, userId, task)
    case 'social':
      return claimSocial(deps, userId, task)
    case 'invite':
      return claimInvite(deps, userId, task, body.invitee)
    case 'newsletter':
      return claimNewsletter(deps, userId, task)
    default:
      throw new Error(`bricks: task ${task.slug} has an unknown kind ${task.kind}`)
  }
}
