import type { ProfileUpdateBody } from '@kid/shared/account/calls'
import type { User } from '@kid/shared/account/user'
import { and, eq, ne, sql } from 'drizzle-orm'
import type { Config } from '../../../platform/config/config.ts'
import type { Db } from '../../../platform/db/database.ts'
import { badRequest } from '../../../platform/errors.ts'
import { isOwnUpload } from '../../../platform/uploads/own-upload.ts'
import { isUniqueViolation } from '../register.ts'
import { accountUser } from '../tables.ts'
import { toUserView } from './user-view.ts'

export const USERNAME_TAKEN_MSG = 'This username is already taken. Please choose another one.'
export const IMAGE_NOT_OURS_MSG = 'Please upload the image to KID first.'

/** POST user/update/wallet/profile: changes the fields sent and answers the updated user. */
export async function updateProfile(
  db: Db,
  config: Pick<Config, 'publicUrl' | 's3'>,
  userId: number,
  body: ProfileUpdateBody,
): Promise<User> {
  for (const image of [body.headimgurl, body.bannerimageurl]) {
    if (image && !isOwnUpload(image, config)) throw badRequest(IMAGE_NOT_OURS_MSG)
  }
  if (body.username) {
    const [taken] = await db
      .select({ id: accountUser.id })
      .from(accountUser)
      .where(and(sql`lower(${accountUser.username}) = lower(${body.username})`, ne(accountUser.id, userId)))
    if (taken) throw badRequest(USERNAME_TAKEN_MSG)
  }
  const empty = (value: string | undefined) => (value === undefined ? undefined : value || null)
  const changes = {
    username: body.username,
    headimgurl: empty(body.headimgurl),
    // A chosen upload is not an NFT avatar.
    imgsource: body.headimgurl === undefined ? undefined : 0,
    bannerimageurl: empty(body.bannerimageurl),
    personalprofile: empty(body.personalprofile),
    instagramurl: empty(body.instagramurl),
    websiteurl: empty(body.websiteurl),
    twitterurl: empty(body.twitterurl),
  }
  const set = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined))
  try {
    const [row] =
      Object.keys(set).length === 0
        ? await db.select().from(accountUser).where(eq(accountUser.id, userId))
        : await db.update(accountUser).set(set).where(eq(accountUser.id, userId)).returning()
    if (!row) throw badRequest('Your account no longer exists.')
    return toUserView(row)
  } catch (error) {
    // Someone took the name between our check and our write.
    if (isUniqueViolation(error)) throw badRequest(USERNAME_TAKEN_MSG)
    throw error
  }
}
