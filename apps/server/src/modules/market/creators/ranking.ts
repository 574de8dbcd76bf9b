import type { RankingPeriod } from '@kid/shared/market/creators'
import type { CreatorView } from '@kid/shared/market/views'
import { type Page, type PageQuery, toPage } from '@kid/shared/page'
import { and, asc, desc, eq, gte, sql } from 'drizzle-orm'
import { zeroAddress } from 'viem'
import type { Db } from '../../../platform/db/database.ts'
import { accountUser } from '../../account/tables.ts'
import { marketActivity } from '../tables/activity.ts'
import { marketItem } from '../tables/item.ts'

const DAY_MS = 86_400_000
const PERIOD_DAYS: Record<RankingPeriod, number | undefined> = { '1d': 1, '7d': 7, '30d': 30, all: undefined }

/**
 * Creators of minted items, ranked by the sales volume of what they created in the period (in the
 * native coin, the unit collection volumes use), then by items created, then by address so pages
 * are stable. A creator with no sale yet still ranks, below those with sales.
 */
export async function rankCreators(
  db: Db,
  q: PageQuery & { period: RankingPeriod },
  now = new Date(),
): Promise<Page<CreatorView>> {
  const days = PERIOD_DAYS[q.period]
  const sales = db.$with('sales').as(
    db
      .select({
        address: sql<string>`${marketItem.creatorAddress}`.as('sales_address'),
        volume: sql<string>`sum(${marketActivity.priceWei})`.as('volume'),
      })
      .from(marketActivity)
      .innerJoin(marketItem, eq(marketItem.id, marketActivity.itemId))
      .where(
        and(
          eq(marketActivity.kind, 'sale'),
          eq(marketActivity.currency, zeroAddress),
          days === undefined
            ? undefined
            : gte(marketActivity.createdAt, new Date(now.getTime() - days * DAY_MS)),
        ),
      )
      .groupBy(marketItem.creatorAddress),
  )
  // Items are counted per creator before anything is joined: the joins then see a row per
  // creator, not one per item (a quarter of a second at 100,000 items).
  const created = db.$with('created').as(
    db
      .select({
        address: sql<string>`${marketItem.creatorAddress}`.as('created_address'),
        items: sql<number>`count(*)::int`.as('items'),
      })
      .from(marketItem)
      .where(eq(marketItem.status, 'minted'))
      .groupBy(marketItem.creatorAddress),
  )
  const volume = sql<string>`coalesce(${sales.volume}, 0)`
  const rows = await db
    .with(sales, created)
    .select({
      address: created.address,
      items: created.items,
      volume: sql<string>`${volume}::text`,
      userId: accountUser.id,
      username: accountUser.username,
      avatar: accountUser.headimgurl,
    })
    .from(created)
    .leftJoin(sales, eq(sales.address, created.address))
    // A wallet is bound to one account at most (account_user_walletaddress_key).
    .leftJoin(accountUser, eq(accountUser.walletaddress, created.address))
    .orderBy(sql`${volume} desc`, desc(created.items), asc(created.address))
    .limit(q.size + 1)
    .offset((q.page - 1) * q.size)
  const list = rows.map((r) => ({
    address: r.address,
    userId: r.userId === null ? null : Number(r.userId),
    username: r.username,
    avatar: r.avatar,
    items: r.items,
    volumeWei: r.volume,
  }))
  return toPage(list, q)
}
