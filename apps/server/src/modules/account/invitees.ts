import { toPage } from '@kid/shared/page'
import type { PageQuery } from '@kid/shared/page-query'
import { and, desc, eq, isNull, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../platform/db/database.ts'
import { accountEmailSubscription, accountUser } from './tables.ts'

/** A member as the invite reward judges them: who invited them, and whether their e-mail is proven. */
export type InviteStanding = {
  id: number
  uid: string
  inviterId: number | null
  emailVerified: boolean
  /** The verified e-mail, which the newsletter reward looks for among the confirmed subscribers. */
  email: string | null
}

const standingColumns = {
  id: accountUser.id,
  uid: accountUser.uid,
  inviterId: accountUser.inviterId,
  verifiedAt: accountUser.emailVerifiedAt,
  email: accountUser.email,
}
const toStanding = (r: {
  id: number
  uid: string
  inviterId: number | null
  verifiedAt: Date | null
  email: string | null
}) => ({
  id: r.id,
  uid: r.uid,
  inviterId: r.inviterId,
  emailVerified: r.verifiedAt !== null,
  email: r.verifiedAt !== null ? r.email : null,
})

/** A member's standing by id, or by their public uid (what pages send). */
export async function standingOf(
  db: Db | Tx,
  who: { id: number } | { uid: string },
): Promise<InviteStanding | undefined> {
  const [row] = await db
    .select(standingColumns)
    .from(accountUser)
    .where('id' in who ? eq(accountUser.id, who.id) : eq(accountUser.uid, who.uid))
  return row && toStanding(row)
}

/** The members someone invited, newest first, with their standing and how they are shown. */
export async function inviteesOf(db: Db, inviterId: number, page: PageQuery) {
  const rows = await db
    .select({
      ...standingColumns,
      username: accountUser.username,
      headimgurl: accountUser.headimgurl,
      createdAt: accountUser.createdAt,
    })
    .from(accountUser)
    .where(eq(accountUser.inviterId, inviterId))
    .orderBy(desc(accountUser.id))
    .limit(page.size + 1)
    .offset((page.page - 1) * page.size)
  const list = rows.map((r) => ({
    ...toStanding(r),
    username: r.username ?? '',
    headimgurl: r.headimgurl ?? '',
    createdAt: r.createdAt,
  }))
  return toPage(list, page)
}

/** Whether the address has a confirmed newsletter subscription it has not ended. */
export async function isSubscribed(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ n: sql<number>`1` })
    .from(accountEmailSubscription)
    .where(
      and(
        eq(accountEmailSubscription.email, email.toLowerCase()),
        sql`${accountEmailSubscription.confirmedAt} is not null`,
        isNull(accountEmailSubscription.unsubscribedAt),
      ),
    )
  return row !== undefined
}
