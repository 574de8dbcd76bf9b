import { z } from 'zod'
import { REGISTER_TYPES } from './register-type.ts'

export * from './register-type.ts'

export const registerTypeSchema = z.literal(REGISTER_TYPES)

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
