import type { PageQuery } from '@kid/shared/page-query'
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../platform/db/database.ts'
import { badRequest } from '../../platform/errors.ts'
import { inviteesOf } from './invitees.ts'
import { accountUser } from './tables.ts'

/** The member whose invite code this is (case-insensitive); undefined for an unknown code. */
export async function inviterByCode(db: Db, invitecode: string) {
  const code = invitecode.trim().toUpperCase()
  if (!code) return undefined
  const [row] = await db
    .select({ id: accountUser.id, username: accountUser.username, headimgurl: accountUser.headimgurl })
    .from(accountUser)
    .where(eq(accountUser.inviteCode, code))
  return row
}

/** GET user/invite/code. */
export async function inviteCodeOf(db: Db, userId: number): Promise<{ inviteCode: string }> {
  const [row] = await db
    .select({ inviteCode: accountUser.inviteCode })
    .from(accountUser)
    .where(eq(accountUser.id, userId))
  if (!row) throw badRequest('No such account')
  return row
}

/** GET open/invite/info: who invites, for the /reg/{invitecode} page. */
export async function inviteInfo(db: Db, invitecode: string) {
  const inviter = await inviterByCode(db, invitecode)
  if (!inviter) throw badRequest('This invite code does not exist.')
  return { username: inviter.username ?? '', headimgurl: inviter.headimgurl ?? '' }
}

/** GET user/invite/list: the people this user invited, newest first (keyset-friendly index on inviter_id, id). */
export async function invitees(db: Db, userId: number, page: PageQuery) {
  const [found, [total]] = await Promise.all([
    inviteesOf(db, userId, page),
    db.select({ n: sql<number>`count(*)::int` }).from(accountUser).where(eq(accountUser.inviterId, userId)),
  ])
  const list = found.list.map((r) => ({
    uid: r.uid,
    username: r.username,
    headimgurl: r.headimgurl,
    createtime: r.createdAt.getTime(),
  }))
  return { ...found, list, total: total?.n ?? 0 }
}
