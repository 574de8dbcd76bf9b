import { z } from 'zod'

const text = z.string().catch('')
const id = z.union([z.string(), z.number()]).transform(String).catch('')

/** The session user of spec 000 §3, as kept in the `user_info` cookie. Unknown fields are dropped. */
export const sessionUserSchema = z.object({
  id: id.default(''),
  uid: id.default(''),
  username: text.default(''),
  email: text.default(''),
  walletaddress: text.default(''),
  profileimageurl: text.default(''),
  headimgurl: text.default(''),
  imgsource: z.union([z.number(), z.string()]).optional().catch(undefined),
  personalprofile: text.default(''),
  bannerimageurl: text.default(''),
  inviteCode: text.default(''),
  registertype: z.union([z.number(), z.string()]).optional().catch(undefined),
  brickstype: z.union([z.number(), z.string()]).optional().catch(undefined),
  bricksamount: z.union([z.number(), z.string()]).optional().catch(undefined),
})

export type SessionUser = z.infer<typeof sessionUserSchema>

export const EMPTY_USER: SessionUser = sessionUserSchema.parse({})

/** Reads the `user_info` cookie value; an absent or broken cookie gives the empty user. */
export function parseUserInfo(raw: string | undefined): SessionUser {
  if (!raw) return EMPTY_USER
  try {
    const parsed = sessionUserSchema.safeParse(JSON.parse(raw))
    return parsed.success ? parsed.data : EMPTY_USER
  } catch {
    return EMPTY_USER
  }
}

/** The image to show for a user; the default avatar when none exists. */
export function avatarOf(user: SessionUser): string {
  return user.headimgurl || user.profileimageurl || DEFAULT_AVATAR
}

export const DEFAULT_AVATAR = '/images/default-avatar.svg'

/** A display name: the username, else the e-mail's local part, else a short wallet address. */
export function displayNameOf(user: SessionUser): string {
  if (user.username) return user.username
  if (user.email) return user.email.split('@')[0] ?? user.email
  if (user.walletaddress) return `${user.walletaddress.slice(0, 6)}…${user.walletaddress.slice(-4)}`
  return 'KID member'
}
