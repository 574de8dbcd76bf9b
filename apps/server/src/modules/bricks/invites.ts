import type { BrickCode } from '@kid/shared/bricks'
import type { Invitee } from '@kid/shared/bricks/tasks'
import type { Page } from '@kid/shared/page'
import type { PageQuery } from '@kid/shared/page-query'
import { inArray } from 'drizzle-orm'
import type { Db } from '../../platform/db/database.ts'
import { badRequest } from '../../platform/errors.ts'
import { checkedIn } from './checkin.ts'
import type { TaskRow } from './config.ts'
import type { BricksDeps } from './deps.ts'
import { rewardNotice } from './notice.ts'
import { pay } from './pay.ts'
import { bricksClaim } from './tables.ts'

const inviteKey = (inviteeId: number) => `invite:${inviteeId}`

/**
 * The invite reward, paid to the inviter for a friend who qualified: signed up with the inviter's
 * link, verified their e-mail and checked in once. Once per friend ever (key `invite:<inviteeId>`),
 * whoever asks. Refused: yourself, a friend someone else invited, and a friend who invited you (an
 * invite pays one way only, so two accounts cannot pay each other in a circle).
 */
export async function claimInvite(
  deps: BricksDeps,
  userId: number,
  task: TaskRow,
  inviteeUid: string | undefined,
) {
  if (!inviteeUid) throw badRequest('Say which friend you are claiming for.')
  const invitee = await deps.account.invites.standing({ uid: inviteeUid })
  if (!invitee) throw badRequest('There is no such friend.')
  if (invitee.id === userId) throw badRequest('You cannot invite yourself.')
  const me = await deps.account.invites.standing({ id: userId })
  if (me?.inviterId === invitee.id)
    throw badRequest('This friend invited you: an invite is rewarded one way only.')
  if (invitee.inviterId !== userId) throw badRequest('This friend did not sign up with your invite link.')
  if (!invitee.emailVerified) throw badRequest('Your friend has not verified their e-mail yet.')
  if (!(await checkedIn(deps.db, [invitee.id])).has(invitee.id))
    throw badRequest('Your friend has not made their first check-in yet.')
  const paid = await pay(deps, {
    userId,
    task: task.slug,
    kind: 'invite',
    key: inviteKey(invitee.id),
    currency: task.currency as BrickCode,
    amount: task.amount,
    subject: String(invitee.id),
    reason: task.title,
  })
  return rewardNotice(paid, task.title, 'Invite more friends: each one who qualifies pays again.')
}

/** The member's invitees, newest first, each joined, qualified (claimable) or rewarded. */
export async function inviteeList(deps: BricksDeps, userId: number, page: PageQuery): Promise<Page<Invitee>> {
  const invited = await deps.account.invites.of(userId, page)
  const ids = invited.list.map((i) => i.id)
  const [active, rewarded] = await Promise.all([checkedIn(deps.db, ids), rewardedFor(deps.db, ids)])
  return {
    ...invited,
    list: invited.list.map((i) => {
      const qualified = i.emailVerified && active.has(i.id)
      return {
        uid: i.uid,
        username: i.username,
        headimgurl: i.headimgurl,
        createtime: i.createdAt.getTime(),
        emailVerified: i.emailVerified,
        checkedIn: active.has(i.id),
        state: rewarded.has(i.id) ? 'rewarded' : qualified ? 'qualified' : 'joined',
      }
    }),
  }
}

/** How many invitees (of the latest 100) the member can claim for now: what the centre shows. */
export async function claimableInvites(deps: BricksDeps, userId: number): Promise<number> {
  const { list } = await inviteeList(deps, userId, { page: 1, size: 100 })
  return list.filter((i) => i.state === 'qualified').length
}

async function rewardedFor(db: Db, inviteeIds: readonly number[]): Promise<Set<number>> {
  if (inviteeIds.length === 0) return new Set()
  const rows = await db
    .select({ subject: bricksClaim.subject })
    .from(bricksClaim)
    .where(inArray(bricksClaim.key, inviteeIds.map(inviteKey)))
  return new Set(rows.map((r) => Number(r.subject)))
}
