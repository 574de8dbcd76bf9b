import { NOTHING_SHOWN } from '@kid/shared/account/nothing-shown'
import type { ShownProfile } from '@kid/shared/account/shown-profile'
import { eq } from 'drizzle-orm'
import type { Db } from '../../../platform/db/database.ts'
import { accountUser } from '../tables.ts'

/**
 * What a member shows on their public profile beside name and avatar: the banner, bio and links they
 * saved with user/update/wallet/profile. Read for one page at a time, so lists of members stay narrow.
 */
export async function shownProfile(db: Db, userId: number): Promise<ShownProfile> {
  const [row] = await db
    .select({
      banner: accountUser.bannerimageurl,
      bio: accountUser.personalprofile,
      website: accountUser.websiteurl,
      twitter: accountUser.twitterurl,
      instagram: accountUser.instagramurl,
    })
    .from(accountUser)
    .where(eq(accountUser.id, userId))
  if (!row) return NOTHING_SHOWN
  const { banner, bio, ...links } = row
  return { banner, bio, links }
}
