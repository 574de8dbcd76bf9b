// The kid calls (spec 001 §7 "Kid", /api/dcservice/kns): their input, checked by the server, and
// their answers, read by the pages. Amounts are wei as decimal strings (bigint end to end).
import type { Address, Hex } from 'viem'
import { z } from 'zod'
import { lineText, multilineText } from '../validate/text.ts'
import { walletAddressSchema } from '../validate/wallet-address.ts'
import { labelOf, labelProblem } from './names.ts'

export const KNS_BASE = '/api/dcservice/kns'

/** A name's state: free, someone's, expired but still its holder's to renew, or kept for one wallet. */
export const KNS_STATES = ['available', 'registered', 'grace', 'reserved'] as const
export type KnsState = (typeof KNS_STATES)[number]

/** list/state/{state}: the caller's names in one state ('expiring': registered, ending within 30 days). */
export const KNS_LIST_STATES = ['all', 'registered', 'expiring', 'grace'] as const
export type KnsListState = (typeof KNS_LIST_STATES)[number]
export const KNS_EXPIRING_DAYS = 30

/** Expiry reminders go out this many days before a name expires, once each. */
export const KNS_REMINDER_DAYS = [30, 7, 1] as const

export const KNS_MAX_YEARS = 10
/** The most names one `extend` signs (one renewMany transaction). */
export const KNS_RENEW_BATCH_MAX = 20

/** The text records the manage page edits; the resolver takes any key, the product shows these. */
export const KNS_TEXT_KEYS = ['avatar', 'bio', 'url', 'x', 'telegram', 'discord'] as const
export type KnsTextKey = (typeof KNS_TEXT_KEYS)[number]

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

/** A name as the calls answer it. Times are ISO strings; `holder` is lower-case. */
export type KnsName = {
  label: string
  name: string
  tokenId: string
  state: KnsState
  holder: string | null
  expiresAt: string | null
  /** The end of the grace period: after it anyone may register the name again. */
  graceEndsAt: string | null
  whitelisted: boolean
  /** Reserved names only: whether it is kept for the caller's wallet (who registers it free). */
  reservedForYou?: boolean
}

export type KnsPrice = {
  label: string
  /** Characters, as the oracle counts them. */
  length: number
  tier: 'four' | 'fivePlus'
  currency: 'ETH'
  yearlyWei: string
  /** Null when no ETH price is known right now: never a guess. */
  yearlyUsd: string | null
}

/** open/prices (KID's extension): the oracle's two yearly prices, for the pages that explain them. */
export type KnsPrices = { four: KnsPrice; fivePlus: KnsPrice }

/** A held name's records, as its current holder set them (a new holder starts with none). */
export type KnsRecords = {
  /** Where the name points; null when the holder set no address record. */
  addr: string | null
  texts: Partial<Record<KnsTextKey, string>>
  /** Whether it is its holder's default name, forward and reverse agreeing. */
  isDefault: boolean
}

/** open/domain/state: the price only while anyone could register it, the records while someone holds it. */
export type KnsStateAnswer = KnsName & { price: KnsPrice | null; records: KnsRecords | null }

export type KnsSuggestion = { label: string; name: string; yearlyWei: string }

/** mint's answer: the arguments of REGISTRY.register, in order, with the server's signature. */
export type KnsMint = {
  registry: Address
  tokenId: string
  label: string
  owner: Address
  duration: string
  currency: Address
  price: string
  whitelisted: boolean
  setDefault: boolean
  deadline: string
  signature: Hex
}

/** One name of extend's answer: REGISTRY.renew's arguments, or one entry of renewMany. */
export type KnsRenewal = {
  tokenId: string
  label: string
  duration: string
  price: string
  deadline: string
  signature: Hex
  /** The expiry this renewal extends (it is signed, so it can be used once). */
  expiresAt: string
}

export type KnsExtend = { registry: Address; currency: Address; total: string; renewals: KnsRenewal[] }

/** modify's answer: the one transaction the holder sends, and what it will do, in words. */
export type KnsModify = { to: Address; data: Hex; summary: string[] }

export type KnsDefault = {
  wallet: string
  name: string | null
  label: string | null
  tokenId: string | null
  /** The name's avatar record: a fallback picture where the member has none. */
  avatar: string | null
}
