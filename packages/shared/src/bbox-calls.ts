// The blind-box calls (spec 001 §7 Blind box: /api/dcservice/bbox), their input checked by the
// server and the shapes they answer, shared with the web client.
import type { Address, Hex } from 'viem'
import { z } from 'zod'

export const BBOX_BASE = '/api/dcservice/bbox'

/**
 * A member-facing code: 'KBX-' and five groups of five base-32 letters (125 random bits). People
 * type it with or without dashes and in any case; anything else is refused before a lookup.
 */
export const cdkeyParam = z.object({
  cdkey: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9 -]{8,64}$/, { error: 'A code is letters and digits, like KBX-ABCDE-FGHJK-…' }),
})

export const tokenIdParam = z.object({
  tokenId: z.string().regex(/^\d{1,78}$/, { error: 'A box number is digits only' }),
})

/** `requestId` makes a retried exchange answer the first one (and its code) instead of paying twice. */
export const exchangeBody = z.object({
  seriesId: z.coerce.number().int().positive().max(2_147_483_647),
  requestId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'The request id is 8 to 64 letters, digits, - or _' }),
})
export type ExchangeBody = z.infer<typeof exchangeBody>

export const BOX_STATES = ['all', 'sealed', 'opened'] as const
export const boxesQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
  state: z.enum(BOX_STATES).default('all'),
})
export type BoxesQuery = z.infer<typeof boxesQuery>

/** One prize tier as a series publishes it: its weight out of the series' prize count. */
export type TierView = { tier: number; name: string; image: string; weight: number; chance: string }

export type SeriesView = {
  id: number
  name: string
  description: string
  media: string
  /** CBK bricks (whole points) one code costs. */
  price: string
  prizeCount: number
  tiers: TierView[]
  /** keccak256(abi.encode(weights, uris)), as the contract published it. */
  oddsHash: Hex | null
  prizes: Address | null
  minted: number
  opened: number
}

export type CodeStatus = 'valid' | 'reserved' | 'used' | 'expired' | 'unknown'

export type CodeCheck = {
  status: CodeStatus
  msg: string
  series: SeriesView | null
  /** Your own live reservation of this code: mint before it ends. */
  reservedUntil: string | null
  /** The box this code minted, once used. */
  tokenId: string | null
}

export type CbkBalance = {
  /** Available CBK bricks. */
  available: string
  offers: { seriesId: number; name: string; price: string; affordable: number }[]
}

export type ExchangeResult = { code: string; seriesId: number; price: string; available: string }

/** What BlindBox.mint(minter, counter, cdkey, deadline, signature) takes. */
export type MintSignature = {
  contract: Address
  minter: Address
  counter: number
  cdkey: Hex
  deadline: number
  signature: Hex
}

/** What BlindBox.open(tokenId, salt, signature) takes. */
export type OpenSignature = { contract: Address; tokenId: string; salt: Hex; signature: Hex }

/** Everything anyone needs to recompute an opened box's prize (docs/chain.md "Blind boxes"). */
export type DrawProof = {
  salt: Hex
  entropy: string
  tokenId: string
  prizeCount: number
  weights: number[]
  prize: number
  formula: string
}

export type BoxView = {
  tokenId: string
  series: { id: number; name: string; media: string }
  owner: Address
  mintTx: Hex
  mintedAt: string
  opened: boolean
  prize: {
    tier: number
    name: string
    image: string
    collection: Address
    tokenId: string
    openTx: Hex
    openedAt: string
  } | null
  proof: DrawProof | null
  /** The signed-in member holds it (may open it). */
  mine: boolean
}

export type MyCode = { code: string; seriesId: number; seriesName: string; createdAt: string }
