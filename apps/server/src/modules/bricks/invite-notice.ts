import { brickByCode } from '@kid/shared/bricks'
import { NEWSTYPE } from '@kid/shared/notice'
import { eq } from 'drizzle-orm'
import type { Tx } from '../../platform/db/database.ts'
import { enabledTasks } from './config.ts'
import type { BricksDeps } from './deps.ts'
import { bricksCheckin } from './tables.ts'

/**
 * A friend qualifies with a verified e-mail and a first check-in (docs/bricks.md "Invites"),
 * whichever comes last: then their inviter is told, in that step's transaction, that a reward
 * waits on the invite page. Once per friend (the notice's event key). This is the check-in's side.
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

/** The e-mail's side: a friend who checked in before verifying their address qualifies now. */
export async function tellInviterOnVerified(deps: BricksDeps, tx: Tx, userId: number): Promise<void> {
  const [checkedIn] = await tx
    .select({ day: bricksCheckin.day })
    .from(bricksCheckin)
    .where(eq(bricksCheckin.userId, userId))
    .limit(1)
  if (checkedIn) await tellInviter(deps, tx, userId)
}
