import type { CreatorQuery } from '@kid/shared/market/catalog'
import type { CreatorProfile } from '@kid/shared/market/creators'
import { and, eq, sql } from 'drizzle-orm'
import { zeroAddress } from 'viem'
import type { Db } from '../../../platform/db/database.ts'
import { marketActivity } from '../tables/activity.ts'
import { marketItem } from '../tables/item.ts'
import { creatorOf } from './creator-of.ts'
import { CREATOR_TABS } from './lists.ts'

/**
 * GET open/creator/index: the profile header — the member's name, pictures and bio, and what the
 * wallet created (minted), holds, has on sale, and the all-time native-coin volume of its creations.
 */
export async function creatorProfile(db: Db, q: CreatorQuery): Promise<CreatorProfile> {
  const { address, user } = await creatorOf(db, q)
  const wallet = address ?? ''
  const minted = (tab: keyof typeof CREATOR_TABS) =>
    db.$count(marketItem, and(eq(marketItem.status, 'minted'), CREATOR_TABS[tab](wallet)))
  const [created, collected, onSale, [volume]] = await Promise.all([
    minted('created'),
    minted('collected'),
    minted('onsale'),
    db
      .select({ wei: sql<string>`coalesce(sum(${marketActivity.priceWei}), 0)::text` })
      .from(marketActivity)
      .innerJoin(marketItem, eq(marketItem.id, marketActivity.itemId))
      .where(
        and(
          eq(marketItem.creatorAddress, wallet),
          eq(marketActivity.kind, 'sale'),
          eq(marketActivity.currency, zeroAddress),
        ),
      ),
  ])
  return {
    address: wallet,
    userId: user?.id ?? null,
    username: user?.username ?? null,
    avatar: user?.headimgurl ?? null,
    banner: user?.bannerimageurl ?? null,
    bio: user?.personalprofile ?? null,
    items: created,
    created,
    collected,
    onSale,
    volumeWei: volume?.wei ?? '0',
  }
}
