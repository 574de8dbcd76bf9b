import type { FrontendLogBody } from '@kid/shared/account/calls'
import { and, asc, count, eq, isNotNull, sql } from 'drizzle-orm'
import type { Db } from '../../platform/db/database.ts'
import { accountFrontendLog, accountPartner, accountVisit } from './tables/site.ts'
import { accountUser } from './tables.ts'

/**
 * GET open/platform/statistic: real counts of what exists so far. Later modules (items,
 * collections, sales) add theirs here.
 */
export async function platformStatistic(db: Db) {
  const [users] = await db
    .select({ users: count(), wallets: count(accountUser.walletaddress) })
    .from(accountUser)
  const [visits] = await db
    .select({ n: count() })
    .from(accountVisit)
    .where(eq(accountVisit.day, sql`current_date`))
  return { users: users?.users ?? 0, wallets: users?.wallets ?? 0, visitsToday: visits?.n ?? 0 }
}

export type PartnerKind = 'brand' | 'list'

/** GET partner/open/brands and partner/open/list, in display order. */
export async function partners(db: Db, kind: PartnerKind) {
  return db
    .select({
      id: accountPartner.id,
      name: accountPartner.name,
      logo: accountPartner.logoUrl,
      link: accountPartner.linkUrl,
    })
    .from(accountPartner)
    .where(eq(accountPartner.kind, kind))
    .orderBy(asc(accountPartner.sort), asc(accountPartner.id))
}

export async function addPartner(
  db: Db,
  input: { kind: PartnerKind; name: string; logo?: string; link?: string; sort?: number },
) {
  const [row] = await db
    .insert(accountPartner)
    .values({
      kind: input.kind,
      name: input.name,
      logoUrl: input.logo ?? '',
      linkUrl: input.link ?? '',
      sort: input.sort ?? 0,
    })
    .returning()
  if (!row) throw new Error('account_partner insert returned no row')
  return row
}

export async function removePartner(db: Db, id: number): Promise<boolean> {
  const gone = await db
    .delete(accountPartner)
    .where(eq(accountPartner.id, id))
    .returning({ id: accountPartner.id })
  return gone.length > 0
}

/** POST open/frontend/log. */
export async function addFrontendLog(
  db: Db,
  body: FrontendLogBody,
  who: { userId: number | undefined; ip: string },
) {
  await db.insert(accountFrontendLog).values({
    level: body.level,
    message: body.message,
    context: body.context ?? null,
    userId: who.userId ?? null,
    ip: who.ip,
  })
}

/** GET open/denet/progress: how many accounts registered through the denet partner flow. */
export async function denetProgress(db: Db, activity?: string) {
  const [row] = await db
    .select({ n: count() })
    .from(accountUser)
    .where(and(isNotNull(accountUser.denet), activity ? eq(accountUser.activity, activity) : undefined))
  return { registered: row?.n ?? 0 }
}
