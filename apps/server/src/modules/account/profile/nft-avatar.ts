import { eq } from 'drizzle-orm'
import type { Db } from '../../../platform/db/database.ts'
import { accountUser } from '../tables.ts'

/** imgsource of an avatar that is one of the member's NFTs (0 = an uploaded picture). */
export const AVATAR_FROM_NFT = 1

/** The member's avatar becomes an NFT's picture (the market checked that their wallet holds it). */
export async function useNftAvatar(db: Db, userId: number, url: string): Promise<void> {
  await db
    .update(accountUser)
    .set({ headimgurl: url, imgsource: AVATAR_FROM_NFT })
    .where(eq(accountUser.id, userId))
}
