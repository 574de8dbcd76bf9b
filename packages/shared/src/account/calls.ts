import { z } from 'zod'
import { EMAIL_CODE_TYPES } from '../email-code.ts'
import { verificationCodeSchema as code } from '../validate/code.ts'
import { emailSchema as email } from '../validate/email.ts'
import { PASSWORD_FORMAT_ERROR } from '../validate/password.ts'
import { PASSWORD_HASH_PATTERN } from '../validate/password-hash.ts'
import { lineText, multilineText } from '../validate/text.ts'
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
/** The numbers the send-code call accepts (email-code.ts). */
export const emailCodeTypeSchema = z.literal(EMAIL_CODE_TYPES)

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
/** The answer of GET open/wallet/nonce: sign a message holding this nonce before `expirationTime`. */
export const walletNonceSchema = z.object({ nonce: z.string(), expirationTime: z.iso.datetime() })
/** `type` is the wallet kind ('1' injected, '2' WalletConnect), accepted and not used. */
export const walletStatusQuery = z.object({ type: z.coerce.number().optional(), address })
/**
 * `status` of GET open/wallet/address (spec 000 §3 gives only 0 = usable): 0 no account holds the
 * address; 1 another account holds it (any account, for a caller without a token); 2 the caller's own.
 */
export const WALLET_STATUS = { usable: 0, boundToAnother: 1, own: 2 } as const
export const walletStatusSchema = z.object({
  bind: z.boolean(),
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
})

/** Ours: the spec gives no message for these rules. */
export const PROFILE_LINK_INVALID = 'Please enter a link starting with http:// or https://.'
export const PROFILE_BIO_TOO_LONG = 'Your bio can be at most 500 characters.'
/** A link on a profile: empty (none) or an http(s) URL of a public host. */
const profileLink = z.union([
  z.literal(''),
  z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: PROFILE_LINK_INVALID }).max(256),
])
/**
 * POST user/update/wallet/profile: only the fields sent change; an empty string clears one. Images
 * must be files uploaded to KID (the server checks their address); usernames are unique whatever
 * their case.
 */
/**
 * Changing the account's e-mail: proven by the current password or by a code (type verify) sent to
 * the current address, then a link to the new address confirms it (GET open/email/confirm). The
 * old address gets a link that undoes the change (POST open/email/undo).
 */
export const changeEmailBody = z.object({ email, password: password.optional(), code: code.optional() })
export const confirmEmailQuery = z.object({ token: z.string().min(20).max(1024) })
export const undoEmailChangeBody = confirmEmailQuery

export const profileUpdateBody = z.object({
  username: usernameSchema.optional(),
  headimgurl: lineText(512, 'The picture address').optional(),
  bannerimageurl: lineText(512, 'The banner address').optional(),
  personalprofile: multilineText(500, 'Your bio', PROFILE_BIO_TOO_LONG).optional(),
  instagramurl: profileLink.optional(),
  websiteurl: profileLink.optional(),
  twitterurl: profileLink.optional(),
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
export type WalletNonce = z.infer<typeof walletNonceSchema>
export type WalletStatus = z.infer<typeof walletStatusSchema>
export type ProfileUpdateBody = z.infer<typeof profileUpdateBody>
export type ChangeEmailBody = z.infer<typeof changeEmailBody>
export type UndoEmailChangeBody = z.infer<typeof undoEmailChangeBody>

/** GET open/invite/info: the inviter behind a /reg/{invitecode} link. */
export const inviteInfoQuery = z.object({ invitecode: z.string().trim().min(1).max(32) })

/** POST open/frontend/log: what a client reports about itself (an error, a warning); at most 8 KiB of context. */
export const FRONTEND_LOG_CONTEXT_MAX = 8 * 1024
export const frontendLogBody = z.object({
  level: z.enum(['error', 'warn', 'info']).default('error'),
  message: multilineText(2000, 'The message').min(1),
  context: z
    .record(z.string(), z.unknown())
    .refine((value) => JSON.stringify(value).length <= FRONTEND_LOG_CONTEXT_MAX, {
      error: `Context must be at most ${FRONTEND_LOG_CONTEXT_MAX} bytes of JSON.`,
    })
    .optional(),
})

/** POST website/visit/open/add: an optional page path; the visitor is the device header or the IP. */
export const visitBody = z.object({ path: z.string().max(512).optional() }).default({})

/** The data of GET open/checkemail. */
export const checkEmailData = z.object({ registered: z.boolean() })

export type InviteInfoQuery = z.infer<typeof inviteInfoQuery>
export type FrontendLogBody = z.infer<typeof frontendLogBody>
export type CheckEmailData = z.infer<typeof checkEmailData>
