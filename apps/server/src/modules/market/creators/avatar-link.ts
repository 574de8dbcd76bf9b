import { and, eq, or, sql } from 'drizzle-orm'
import { badRequest } from '../../../platform/errors.ts'
import type { WalletCaller } from '../../account/index.ts'
import type { MarketDeps } from '../deps.ts'
import { marketItem } from '../tables/item.ts'

/**
 * GET open/avatar/link: the caller's avatar becomes the picture of an NFT their wallet holds now
 * (ERC-721 owner or an ERC-1155 balance, as indexed). Answers the picture's URL.
 */
export async function linkAvatar(
  { db, account }: Pick<MarketDeps, 'db' | 'account'>,
  caller: WalletCaller,
  itemId: number,
): Promise<{ url: string }> {
  const { wallet } = caller
  const [item] = await db
    .select({
      mediaUrl: marketItem.mediaUrl,
      thumbnailUrl: marketItem.thumbnailUrl,
      mediaType: marketItem.mediaType,
    })
    .from(marketItem)
    .where(
      and(
        eq(marketItem.id, itemId),
        eq(marketItem.status, 'minted'),
        or(
          eq(marketItem.ownerAddress, wallet),
          sql`exists (select 1 from market_balance b where b.item_id = ${marketItem.id}
            and b.owner_address = ${wallet} and b.amount > 0)`,
        ),
      ),
    )
  if (!item) throw badRequest('You can only use an NFT you own as your avatar.')
  // A video's avatar is its still picture.
  const url = item.mediaType === 'video' ? item.thumbnailUrl : item.mediaUrl
  if (!url) throw badRequest('This NFT has no picture to use as an avatar.')
  await account.profiles.useNftAvatar(caller.userId, url)
  return { url }
}
