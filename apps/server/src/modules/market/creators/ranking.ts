import type { RankingPeriod } from '@kid/shared/market/creators'
import type { CreatorView } from '@kid/shared/market/views'
import { type Page, toPage } from '@kid/shared/page'
import type { PageQuery } from '@kid/shared/page-query'
import { and, asc, desc, eq, gt, notInArray, sql } from 'drizzle-orm'
import { kidNameOf, kidNamesOf } from '../../kns/index.ts'
import type { MarketReads } from '../deps.ts'
import { marketCreatorStats } from '../tables/creator.ts'
import { soldSince } from './sold-since.ts'

const DAY_MS = 86_400_000
const PERIOD_DAYS: Record<RankingPeriod, number | undefined> = { '1d': 1, '7d': 7, '30d': 30, all: undefined }
const stats = marketCreatorStats

/**
 * Creators of minted items, ranked by the sales volume of what they created in the period (in the
 * native coin, the unit collection volumes use), then by items created, then by address so pages
 * are stable. A creator with no sale yet still ranks, below those with sales; the platform's own
 * wallets (the .kid names' items) do not. Reads the totals the database keeps per creator
 * (tables/creator.ts), one row per creator, never the catalogue.
 */
export async function rankCreators(
  { db, members, kidNames, platformWallets = [] }: MarketReads,
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
      volume: sql<string>`(${volume})::text`.as('volume'),
    })
    .from(stats)
    .$dynamic()
  // One query for the page, then the page's members and .kid names in one batched lookup each.
  const rows = await (sold ? ranking.leftJoin(sold, eq(sold.address, stats.creatorAddress)) : ranking)
    .where(
      platformWallets.length > 0
        ? and(gt(stats.items, 0), notInArray(stats.creatorAddress, [...platformWallets]))
        : gt(stats.items, 0),
    )
    .orderBy(sql`${volume} desc`, desc(stats.items), asc(stats.creatorAddress))
    .limit(q.size + 1)
    .offset((q.page - 1) * q.size)
  // A wallet is bound to one account at most (account_user_walletaddress_key).
  const wallets = rows.map((r) => r.address)
  const [byWallet, names] = await Promise.all([members.byWallets(wallets), kidNamesOf(kidNames, wallets)])
  const list = rows.map((r) => {
    const member = byWallet.get(r.address.toLowerCase())
    return {
      address: r.address,
      userId: member?.id ?? null,
      username: member?.username ?? null,
      avatar: member?.headimgurl ?? null,
      kidName: kidNameOf(names, r.address),
      items: r.items,
      volumeWei: r.volume,
    }
  })
  return toPage(list, q)
}
