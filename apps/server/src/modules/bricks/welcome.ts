import type { BrickCode } from '@kid/shared/bricks'
import { brickByCode, REWARD_DEFAULTS } from '@kid/shared/bricks'
import { enabledTasks, type TaskRow } from './config.ts'
import type { BricksDeps } from './deps.ts'
import { rewardNotice } from './notice.ts'
import { type Paid, pay } from './pay.ts'

const payWelcome = (deps: BricksDeps, userId: number, task: TaskRow): Promise<Paid> =>
  pay(deps, {
    userId,
    task: task.slug,
    kind: 'welcome',
    key: `welcome:${userId}`,
    currency: task.currency as BrickCode,
    amount: task.amount,
    reason: task.title,
  })

/**
 * The welcome gift at sign-in (the account's welcome hook): paid once per member (key
 * `welcome:<userId>`), answered as the sign-in's brickstype and bricksamount only the time it was
 * paid. Nothing when operators turned the task off.
 */
export async function welcomeGift(deps: BricksDeps, userId: number) {
  const task = (await enabledTasks(deps.db)).find((t) => t.kind === 'welcome')
  if (!task) return undefined
  const paid = await payWelcome(deps, userId, task)
  if (!paid.created) return undefined
  return {
    brickstype: brickByCode(paid.currency)?.brickstype ?? REWARD_DEFAULTS.brickstype,
    bricksamount: Number(paid.amount),
  }
}

/** The welcome task claimed from the reward centre: for a member whose sign-in could not pay it. */
export async function claimWelcome(deps: BricksDeps, userId: number, task: TaskRow) {
  return rewardNotice(await payWelcome(deps, userId, task), task.title)
}
