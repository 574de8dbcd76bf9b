import type { RankingPeriod } from '@kid/shared/market/creators'
import type { CreatorView } from '@kid/shared/market/views'
import { type Page, type PageQuery, toPage } from '@kid/shared/page'
import { asc, desc, eq, gt, sql } from 'drizzle-orm'
import type { Db } from '../../../platform/db/database.ts'
import { accountUser } from '../../account/tables.ts'
import { marketCreatorStats } from '../tables/creator.ts'
import { soldSince } from './sold-since.ts'

const DAY_MS = 86_400_000
const PERIOD_DAYS: Record<RankingPeriod, number | undefined> = { '1d': 1, '7d': 7, '30d': 30, all: undefined }
const stats = marketCreatorStats

/**
 * Creators of minted items, ranked by the sales volume of what they created in the period (in the
 * native coin, the unit collection volumes use), then by items created, then by address so pages
 * are stable. A creator with no sale yet still ranks, below those with sales. Reads the totals the
 * database keeps per creator (tables/creator.ts), one row per creator, never the catalogue.
 */
export async function rankCreators(
  db: Db,
  q: PageQuery & { period: RankingPeriod },
  now = new Date(),
): Promise<Page<CreatorView>> {
  const days = PERIOD_DAYS[q.period]
  const sold = days === undefined ? undefined : soldSince(db, new Date(now.getTime() - days * DAY_MS))
  const volume = sold ? sql`coalesce(${sold.volume}, 0)` : sql`${stats.volumeWei}`
  const ranking = db
    .select({
      address: stats.creatorAddress,
      items: stats.items,
      volume: sql<string>`${volume}`.as('volume'),
    })
    .from(stats)
    .$dynamic()
  // The page is cut before members are joined: the join then sees a page of rows, not every creator.
  const page = (sold ? ranking.leftJoin(sold, eq(sold.address, stats.creatorAddress)) : ranking)
    .where(gt(stats.items, 0))
    .orderBy(sql`${volume} desc`, desc(stats.items), asc(stats.creatorAddress))
    .limit(q.size + 1)
    .offset((q.page - 1) * q.size)
    .as('ranked')
  const rows = await db
    .select({
      address: page.address,
      items: page.items,
      volume: sql<string>`${page.volume}::text`,
      userId: accountUser.id,
      username: accountUser.username,
      avatar: accountUser.headimgurl,
    })
    .from(page)
    // A wallet is bound to one account at most (account_user_walletaddress_key).
    .leftJoin(accountUser, eq(accountUser.walletaddress, page.address))
    .orderBy(desc(page.volume), desc(page.items), asc(page.address))
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
