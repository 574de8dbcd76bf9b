// The kid calls' input (spec 001 §7 "Kid", /api/dcservice/kns), checked by the server; their
// answers and constants are in views.ts.
import { z } from 'zod'
import { lineText, multilineText } from '../validate/text.ts'
import { walletAddressSchema } from '../validate/wallet-address.ts'
import { labelOf, labelProblem } from './names.ts'
import { KNS_LIST_STATES, KNS_MAX_YEARS, KNS_RENEW_BATCH_MAX } from './views.ts'

export const KNS_CALL_TEXT = {
  years: `Choose 1 to ${KNS_MAX_YEARS} years.`,
  tooMany: `Renew at most ${KNS_RENEW_BATCH_MAX} names at once.`,
  link: 'Links start with https://.',
  picture: 'The avatar is an https:// or ipfs:// address.',
  handle: 'A handle is 1 to 32 letters, digits, _ or . (an @ in front is fine).',
} as const

/** A name in a path or a field: 'Alice.kid' reads as 'alice', then the name rules apply. */
export const labelSchema = z
  .string()
  .max(64)
  .transform(labelOf)
  .superRefine((label, ctx) => {
    const problem = labelProblem(label)
    if (problem) ctx.addIssue({ code: 'custom', message: problem })
  })

export const domainParams = z.object({ domain: labelSchema })
export const walletParams = z.object({ wallet: walletAddressSchema })
export const listStateParams = z.object({ state: z.enum(KNS_LIST_STATES) })
/** open/recommend/domain?domain=: any searched term; suggestions are built from its cleaned letters. */
export const recommendQuery = z.object({ domain: z.string().max(64) })

/** POST autorenew: the holder switches auto-renew of one name on or off. */
export const autoRenewBody = z.object({ domain: labelSchema, on: z.boolean() })
export type AutoRenewBody = z.infer<typeof autoRenewBody>

const years = z.coerce.number().int().min(1, { error: KNS_CALL_TEXT.years }).max(KNS_MAX_YEARS, {
  error: KNS_CALL_TEXT.years,
})

export const mintBody = z.object({
  domain: labelSchema,
  years,
  /** Make it the wallet's default name in the same transaction. */
  setDefault: z.boolean().default(true),
})
export type MintBody = z.infer<typeof mintBody>

export const extendBody = z.object({
  domains: z.array(labelSchema).min(1).max(KNS_RENEW_BATCH_MAX, { error: KNS_CALL_TEXT.tooMany }),
  years,
})
export type ExtendBody = z.infer<typeof extendBody>

const https = (max: number, error: string) =>
  lineText(max, 'A link').refine((v) => v === '' || /^https:\/\/[^\s]+$/.test(v), { error })
const handle = lineText(33, 'A handle').refine((v) => v === '' || /^@?[A-Za-z0-9_.]{1,32}$/.test(v), {
  error: KNS_CALL_TEXT.handle,
})
/** Each text record's rule; an empty value removes the record. Sizes fit the resolver's 1,024 bytes. */
export const textRecords = z
  .object({
    avatar: lineText(512, 'The avatar').refine((v) => v === '' || /^(https|ipfs):\/\/[^\s]+$/.test(v), {
      error: KNS_CALL_TEXT.picture,
    }),
    bio: multilineText(250, 'The bio'),
    url: https(256, KNS_CALL_TEXT.link),
    x: handle,
    telegram: handle,
    discord: handle,
  })
  .partial()
export type TextRecords = z.infer<typeof textRecords>

/** modify: what the holder changes; the answer is the one transaction that changes it. */
export const modifyBody = z.discriminatedUnion('action', [
  z.object({
    domain: labelSchema,
    action: z.literal('records'),
    /** Where the name points; the holder's own wallet when left out. */
    addr: walletAddressSchema.optional(),
    texts: textRecords.default({}),
    /** Also make it the holder's default name (the reverse record). */
    setDefault: z.boolean().default(false),
  }),
  z.object({ domain: labelSchema, action: z.literal('default') }),
  z.object({ domain: labelSchema, action: z.literal('clearDefault') }),
  z.object({ domain: labelSchema, action: z.literal('transfer'), to: walletAddressSchema }),
])
export type ModifyBody = z.infer<typeof modifyBody>
