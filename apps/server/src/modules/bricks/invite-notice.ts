import { brickByCode } from '@kid/shared/bricks'
import { NEWSTYPE } from '@kid/shared/notice'
import type { Tx } from '../../platform/db/database.ts'
import { enabledTasks } from './config.ts'
import type { BricksDeps } from './deps.ts'

/**
 * A member's first check-in is the last step of qualifying as a friend (docs/bricks.md
 * "Invites"): when their e-mail is verified too, their inviter is told, in the check-in's
 * transaction, that a reward waits on the invite page. Once per friend (the notice's event key).
 * A friend who verifies their e-mail only after checking in shows up on the invite page unannounced.
 */
export async function tellInviter(deps: BricksDeps, tx: Tx, userId: number): Promise<void> {
  if (!deps.notices) return
  const me = await deps.account.invites.standing({ id: userId }, tx)
  if (!me?.inviterId || !me.emailVerified) return
  const task = (await enabledTasks(tx)).find((t) => t.kind === 'invite')
  if (!task) return
  const friend = await deps.account.members.byId(userId, tx)
  const reward = `${task.amount} ${brickByCode(task.currency)?.title ?? task.currency}`
  await deps.notices.notify(tx, {
    userId: me.inviterId,
    title: 'Your friend qualified',
    // A username is letters, digits, _ and - (spec 000 §5), and the notice service sanitises HTML.
    content: `<b>${friend?.username ?? 'A friend'}</b> made their first check-in. Claim your ${reward} on the invite page.`,
    newstype: NEWSTYPE.INVITE_QUALIFIED,
    contentid: String(userId),
    eventKey: `invite-qualified:${userId}`,
  })
}
