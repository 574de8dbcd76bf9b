import { type BrickCode, brickByCode } from '@kid/shared/bricks'
import type { Db } from '../../platform/db/database.ts'
import { badRequest } from '../../platform/errors.ts'
import { enabledTasks, type TaskRow } from './config.ts'
import type { BricksDeps } from './deps.ts'
import { rewardNotice } from './notice.ts'
import { pay } from './pay.ts'

/** Why the member cannot claim the newsletter reward yet, or null when they can. */
export async function newsletterBlocker(deps: BricksDeps, userId: number): Promise<string | null> {
  const me = await deps.account.invites.standing({ id: userId })
  if (!me?.email) return 'Verify an e-mail address on your account first.'
  if (!(await deps.account.subscriptions.confirmed(me.email)))
    return `Subscribe with ${me.email} and confirm from the e-mail we send you.`
  return null
}

/**
 * The newsletter reward: once per member (key `newsletter:<userId>`), for the account's verified
 * e-mail having a confirmed subscription (the double opt-in of /subscribe). Unsubscribing later
 * takes nothing back.
 */
export async function claimNewsletter(deps: BricksDeps, userId: number, task: TaskRow) {
  const blocker = await newsletterBlocker(deps, userId)
  if (blocker) throw badRequest(blocker)
  const paid = await pay(deps, {
    userId,
    task: task.slug,
    kind: 'newsletter',
    key: `newsletter:${userId}`,
    currency: task.currency as BrickCode,
    amount: task.amount,
    reason: task.title,
  })
  return rewardNotice(paid, task.title)
}

/**
 * GET news/letter/open/list: the newsletters one can subscribe to from the reward centre — KID's
 * newsletter, with where to subscribe and what subscribing pays (nothing when its task is off).
 */
export async function newsletterList(db: Db) {
  const task = (await enabledTasks(db)).find((t) => t.kind === 'newsletter')
  return [
    {
      id: 'kid',
      title: 'KID newsletter',
      description: 'New drops, creator stories and new ways to earn bricks, about once a week.',
      link: '/subscribe',
      brickstype: task ? (brickByCode(task.currency)?.brickstype ?? 1) : 0,
      amount: task ? task.amount.toString() : '0',
    },
  ]
}
