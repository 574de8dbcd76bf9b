import { registerTypeSchema, type User } from '@kid/shared/account/user'
import { eq } from 'drizzle-orm'
import type { Db } from '../../../platform/db/database.ts'
import { issueSession } from '../session.ts'
import { accountUser } from '../tables.ts'

type UserRow = typeof accountUser.$inferSelect

/** A member as the spec's user object (spec 000 §3): empty strings, never null, for what is unset. */
export function toUserView(row: UserRow): User {
  const registertype = registerTypeSchema.safeParse(row.registertype)
  return {
    id: String(row.id),
    uid: row.uid,
    username: row.username ?? '',
    email: row.email ?? '',
    walletaddress: row.walletaddress ?? '',
    profileimageurl: row.profileimageurl ?? '',
    headimgurl: row.headimgurl ?? '',
    imgsource: row.imgsource,
    personalprofile: row.personalprofile ?? '',
    bannerimageurl: row.bannerimageurl ?? '',
    instagramurl: row.instagramurl ?? '',
    websiteurl: row.websiteurl ?? '',
    twitterurl: row.twitterurl ?? '',
    inviteCode: row.inviteCode,
    ip: row.lastIp ?? '',
    certification: row.certification,
    registertype: registertype.success ? registertype.data : 1,
    device: row.device ?? '',
    unread: 0,
  }
}

export async function loadUserView(db: Db, userId: number): Promise<User> {
  const [row] = await db.select().from(accountUser).where(eq(accountUser.id, userId))
  if (!row) throw new Error(`account_user ${userId} not found`)
  return toUserView(row)
}

export type SignInClient = { ip: string; device: string | undefined }

/** The blacklist check of sign-ins (the account module's BlacklistCache). */
export type SignInGate = {
  assertAllowed(who: { userId?: number | undefined; device?: string | undefined; ip: string }): void
}

/** Opens a session for a member and answers the sign-in response: the user object with its token. */
export async function signInUser(db: Db, userId: number, client: SignInClient): Promise<User> {
  const { token } = await issueSession(db, userId)
  const [row] = await db
    .update(accountUser)
    .set({ lastIp: client.ip, ...(client.device ? { device: client.device } : {}) })
    .where(eq(accountUser.id, userId))
    .returning()
  if (!row) throw new Error(`account_user ${userId} not found`)
  return { token, ...toUserView(row) }
}
