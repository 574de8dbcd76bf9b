import { and, eq, or, sql } from 'drizzle-orm'
import type { Db } from '../../../platform/db/database.ts'
import { badRequest } from '../../../platform/errors.ts'
import { accountUser } from '../../account/tables.ts'
import type { Caller } from '../caller.ts'
import { marketItem } from '../tables/item.ts'

/** imgsource of an avatar that is one of the member's NFTs (0 = an uploaded picture). */
export const AVATAR_FROM_NFT = 1

/**
 * GET open/avatar/link: the caller's avatar becomes the picture of an NFT their wallet holds now
 * (ERC-721 owner or an ERC-1155 balance, as indexed). Answers the picture's URL.
 */
export async function linkAvatar(db: Db, caller: Caller, itemId: number): Promise<{ url: string }> {
  if (!caller.wallet) throw badRequest('Please bind a wallet first.')
  const wallet = caller.wallet
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
  await db
    .update(accountUser)
    .set({ headimgurl: url, imgsource: AVATAR_FROM_NFT })
    .where(eq(accountUser.id, caller.userId))
  return { url }
}
