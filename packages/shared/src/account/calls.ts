import { z } from 'zod'
import { emailCodeTypeSchema } from '../email-code.ts'
import { verificationCodeSchema as code } from '../validate/code.ts'
import { emailSchema as email } from '../validate/email.ts'
import { PASSWORD_FORMAT_ERROR } from '../validate/password.ts'
import { PASSWORD_HASH_PATTERN } from '../validate/password-hash.ts'
import { usernameSchema } from '../validate/username.ts'
import { walletAddressSchema as address } from '../validate/wallet-address.ts'
import { registerTypeSchema } from './user.ts'

/**
 * Request payloads of the account calls (spec 000 §3 and §7), validated alike by the web forms and
 * the server. Passwords travel as the lowercase hex SHA-256 of the UTF-8 password; the server
 * answers anything else with '*Incorrect password format.'.
 */
const password = z.string().regex(PASSWORD_HASH_PATTERN, { error: PASSWORD_FORMAT_ERROR })
const invitecode = z.string().trim().max(32).optional()
const hex = z.string().regex(/^0x[0-9a-fA-F]+$/, { error: 'Not hex data.' })

export const loginBody = z.object({ email, password })
export const registerBody = z.object({
  email,
  password,
  code,
  headimgurl: z.string().max(512).optional(),
  invitecode,
  /** The denet flow (spec 000 §3): registering through the partner activity. */
  denet: z.string().max(64).optional(),
  activity: z.string().max(64).optional(),
})
export const sendEmailQuery = z.object({ email, type: z.coerce.number().pipe(emailCodeTypeSchema) })
export const checkCodeBody = z.object({ email, code, type: emailCodeTypeSchema.optional() })
export const checkEmailQuery = z.object({ email })
export const resetPasswordBody = z.object({ email, password, code })
export const updatePasswordBody = z.object({ password, code })
export const thirdLoginBody = z.object({
  registertype: registerTypeSchema,
  openid: z.string().min(16).max(128),
  email: email.optional(),
  code: code.optional(),
})
export const bindEmailBody = z.object({
  registertype: registerTypeSchema,
  email,
  code,
  openid: z.string().min(16).max(128),
})

/** Nonce purposes (spec 000 §3): 1 login, 2 bind, 4 unbind. */
export const NONCE_TYPE = { login: 1, bind: 2, unbind: 4 } as const
export const nonceQuery = z.object({
  address,
  type: z.coerce.number().pipe(z.union([z.literal(1), z.literal(2), z.literal(4)])),
})
/** Wallet kinds: '1' injected browser wallet, '2' WalletConnect. */
export const walletKindSchema = z.enum(['1', '2'])
export const walletLoginBody = z.object({ type: walletKindSchema, content: hex, sign: hex, invitecode })
export const bindWalletBody = z.object({ type: z.coerce.number(), content: hex, sign: hex })
export const unbindWalletBody = bindWalletBody.extend({ nonce: z.string().min(8).max(64) })
export const walletStatusQuery = z.object({ type: z.coerce.number(), address })
export const walletStatusSchema = z.object({ bind: z.boolean(), status: z.number().int() })

export const profileUpdateBody = z.object({
  username: usernameSchema.optional(),
  headimgurl: z.string().max(512).optional(),
  bannerimageurl: z.string().max(512).optional(),
  personalprofile: z.string().max(500).optional(),
  instagramurl: z.string().max(256).optional(),
  websiteurl: z.string().max(256).optional(),
  twitterurl: z.string().max(256).optional(),
})

export type LoginBody = z.infer<typeof loginBody>
export type RegisterBody = z.infer<typeof registerBody>
export type SendEmailQuery = z.infer<typeof sendEmailQuery>
export type CheckCodeBody = z.infer<typeof checkCodeBody>
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>
export type UpdatePasswordBody = z.infer<typeof updatePasswordBody>
export type ThirdLoginBody = z.infer<typeof thirdLoginBody>
export type BindEmailBody = z.infer<typeof bindEmailBody>
export type NonceQuery = z.infer<typeof nonceQuery>
export type WalletLoginBody = z.infer<typeof walletLoginBody>
export type BindWalletBody = z.infer<typeof bindWalletBody>
export type UnbindWalletBody = z.infer<typeof unbindWalletBody>
export type WalletStatus = z.infer<typeof walletStatusSchema>
export type ProfileUpdateBody = z.infer<typeof profileUpdateBody>
