import { z } from 'zod'

/**
 * How an account was first registered (spec 000 §3 names 5 = wallet; the others are ours and
 * documented in docs/api.md). Third-party values double as the `registertype` of open/auto and
 * open/bindingemail.
 */
export const REGISTER_TYPE = {
  email: 1,
  google: 2,
  facebook: 3,
  apple: 4,
  wallet: 5,
  twitter: 6,
  discord: 7,
} as const
export type RegisterTypeName = keyof typeof REGISTER_TYPE
export const registerTypeSchema = z.union([
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
  z.literal(5),
  z.literal(6),
  z.literal(7),
])
export type RegisterType = z.infer<typeof registerTypeSchema>

/** The third-party providers of `open/auto`, by register type. */
export const OAUTH_PROVIDERS = ['google', 'facebook', 'apple', 'twitter', 'discord'] as const
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number]

/**
 * The session user of spec 000 §3, as sign-in calls and user/info answer it. The token is present
 * only in sign-in answers. Ids are strings so that no client rounds a 64-bit id.
 */
export const userSchema = z.object({
  token: z.string().optional(),
  id: z.string(),
  uid: z.string(),
  username: z.string(),
  email: z.string(),
  walletaddress: z.string(),
  profileimageurl: z.string(),
  headimgurl: z.string(),
  /** 1 when the avatar is an NFT the user holds. */
  imgsource: z.number().int(),
  personalprofile: z.string(),
  bannerimageurl: z.string(),
  instagramurl: z.string(),
  websiteurl: z.string(),
  twitterurl: z.string(),
  inviteCode: z.string(),
  ip: z.string(),
  certification: z.number().int(),
  registertype: registerTypeSchema,
  device: z.string(),
  /** Present when this sign-in earned a reward (the 'Congratulations' dialog). */
  brickstype: z.number().int().optional(),
  bricksamount: z.number().int().optional(),
  unread: z.number().int(),
})
export type User = z.infer<typeof userSchema>
