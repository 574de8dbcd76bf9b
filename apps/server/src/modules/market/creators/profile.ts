import { NOTHING_SHOWN } from '@kid/shared/account/nothing-shown'
import type { CreatorQuery } from '@kid/shared/market/catalog'
import type { CreatorProfile } from '@kid/shared/market/creators'
import { and, eq, sql } from 'drizzle-orm'
import type { AccountService } from '../../account/index.ts'
import { kidNameOf, kidNamesOf } from '../../kns/index.ts'
import type { MarketReads } from '../deps.ts'
import { marketCreatorStats } from '../tables/creator.ts'
import { marketItem } from '../tables/item.ts'
import { creatorOf } from './creator-of.ts'
import { CREATOR_TABS } from './lists.ts'

/**
 * GET open/creator/index: the one read of a public profile, which /personal, /personal/creator and
 * the member's own /profile all show. Who they are comes from the account's service (name, avatar,
 * and the banner, bio and links they saved), then what the wallet created (minted), holds, has on
 * sale, and the all-time native-coin volume of its creations (the creator's kept totals,
 * tables/creator.ts). The wallet's .kid default name comes before the username on the page.
 */
export async function creatorProfile(
  { db, members, kidNames, account }: MarketReads & { account: AccountService },
  q: CreatorQuery,
): Promise<CreatorProfile> {
  const { address, user } = await creatorOf(members, q)
  const wallet = address ?? ''
  const minted = (tab: keyof typeof CREATOR_TABS) =>
    db.$count(marketItem, and(eq(marketItem.status, 'minted'), CREATOR_TABS[tab](wallet)))
  const [shown, names, created, collected, onSale, [volume]] = await Promise.all([
    user ? account.profiles.shown(user.id) : NOTHING_SHOWN,
    kidNamesOf(kidNames, address ? [address] : []),
    minted('created'),
    minted('collected'),
    minted('onsale'),
    db
      .select({ wei: sql<string>`${marketCreatorStats.volumeWei}::text` })
      .from(marketCreatorStats)
      .where(eq(marketCreatorStats.creatorAddress, wallet)),
  ])
  return {
    address: wallet,
    userId: user?.id ?? null,
    username: user?.username ?? null,
    avatar: user?.headimgurl ?? null,
    kidName: kidNameOf(names, wallet),
    ...shown,
    items: created,
    created,
    collected,
    onSale,
    volumeWei: volume?.wei ?? '0',
  }
}
