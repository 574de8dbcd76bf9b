// The kid calls' answers and constants (spec 001 §7 "Kid", /api/dcservice/kns), for the server and
// the pages alike; no zod here, so a page that reads them does not load the schemas (calls.ts).
// Amounts are wei as decimal strings (bigint end to end).
import type { Address, Hex } from 'viem'

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
  /** list/state (the caller's own names) only: whether KID auto-renews it. */
  autoRenew?: boolean
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
  /** The name's avatar record as an https picture (null otherwise): a fallback where the member has none. */
  avatar: string | null
}

/** Auto-renew runs this many days before expiry, an hour ahead of that day's reminder. */
export const KNS_AUTORENEW_DAYS = 7

/** The last auto-renewal of a name: 'sending' until mined, 'done', 'failed' (money back) or 'unfunded'. */
export type KnsAutoRenewal = {
  expiresAt: string
  status: 'sending' | 'done' | 'failed' | 'unfunded'
  note: string | null
  txHash: string | null
  at: string
}

/**
 * autorenew/{domain} and POST autorenew (the holder's): whether KID renews the name for a year from
 * the holder's USDT spending balance, what that costs and what the balance holds. `offered` is
 * false where the platform has no relayer to send renewals (the switch is then not shown).
 */
export type KnsAutoRenew = {
  label: string
  offered: boolean
  on: boolean
  /** The one-year price in USDT's smallest unit (the oracle's now), and USDT's decimals. */
  yearlyUsdt: string
  decimals: number
  /** The member's available USDT spending balance, same unit. */
  balance: string
  /** When KID will renew it (7 days before expiry), while on and not yet past. */
  renewsAt: string | null
  last: KnsAutoRenewal | null
}
