// Read on every page: a plain reader rather than a zod schema keeps zod out of every page's first
// load (docs/web.md "Keeping pages fast").

const TEXT_FIELDS = [
  'username',
  'email',
  'walletaddress',
  'profileimageurl',
  'headimgurl',
  'personalprofile',
  'bannerimageurl',
  'inviteCode',
] as const
const ID_FIELDS = ['id', 'uid'] as const
/** Numbers the server may also send as strings; kept as they came, or left out. */
const CODE_FIELDS = ['imgsource', 'registertype', 'brickstype', 'bricksamount'] as const

/** The session user of spec 000 §3, as kept in the `user_info` cookie. Unknown fields are dropped. */
export type SessionUser = Record<(typeof TEXT_FIELDS)[number] | (typeof ID_FIELDS)[number], string> &
  Partial<Record<(typeof CODE_FIELDS)[number], number | string>>

/** Any value as a session user: missing or mistyped fields become '' (ids may be numbers). */
export function toSessionUser(value: unknown): SessionUser {
  const source: Record<string, unknown> =
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {}
  const user = {} as SessionUser
  for (const key of TEXT_FIELDS) user[key] = typeof source[key] === 'string' ? source[key] : ''
  for (const key of ID_FIELDS) {
    const id = source[key]
    user[key] = typeof id === 'string' || (typeof id === 'number' && Number.isFinite(id)) ? String(id) : ''
  }
  for (const key of CODE_FIELDS) {
    const code = source[key]
    if (typeof code === 'string' || (typeof code === 'number' && Number.isFinite(code))) user[key] = code
  }
  return user
}

export const EMPTY_USER: SessionUser = toSessionUser({})

/** Reads the `user_info` cookie value; an absent or broken cookie gives the empty user. */
export function parseUserInfo(raw: string | undefined): SessionUser {
  if (!raw) return EMPTY_USER
  try {
    const parsed: unknown = JSON.parse(raw)
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? toSessionUser(parsed)
      : EMPTY_USER
  } catch {
    return EMPTY_USER
  }
}

/**
 * The image to show for a user: their own, else `fallback` (the wallet card passes their .kid
 * name's avatar), else the default avatar.
 */
export function avatarOf(user: SessionUser, fallback?: string | null): string {
  return user.headimgurl || user.profileimageurl || fallback || DEFAULT_AVATAR
}

export const DEFAULT_AVATAR = '/images/default-avatar.svg'

/** A display name: the username, else the e-mail's local part, else a short wallet address. */
export function displayNameOf(user: SessionUser): string {
  if (user.username) return user.username
  if (user.email) return user.email.split('@')[0] ?? user.email
  if (user.walletaddress) return `${user.walletaddress.slice(0, 6)}…${user.walletaddress.slice(-4)}`
  return 'KID member'
}
