import { z } from 'zod'
import { uint, unixSeconds } from '../validate/chain-int.ts'
import { walletAddressSchema as address } from '../validate/wallet-address.ts'
import { kidNameSchema } from './views.ts'

/**
 * Payloads of the trading calls (docs/api.md "Trading"): listings, offers, bids, purchase and
 * delivery. Integers of the chain (token ids, amounts, prices, nonces, times) travel as decimal
 * strings and parse to bigint; the wallet's EIP-712 signature goes in the x-signature header.
 */
const hex32 = z.string().regex(/^0x[0-9a-fA-F]{64}$/, { error: 'Not a 32-byte hash.' })
const id = z.coerce.number().int().positive()

/** An EIP-712 signature of 65 bytes (r, s, v) as wallets return it; sent as the x-signature header. */
export const walletSignatureSchema = z
  .string()
  .regex(/^0x[0-9a-fA-F]{130}$/, { error: 'Please sign with your wallet (x-signature).' })
  .transform((value) => value.toLowerCase() as `0x${string}`)

/** The Exchange's Option as the seller signs it (channel bit 0 auction, bit 1 ERC-1155; times in seconds). */
export const optionSchema = z.object({
  channel: z.number().int().min(0).max(3),
  collection: address,
  tokenId: uint,
  amount: uint,
  signer: address,
  nonce: uint,
  startTime: unixSeconds,
  endTime: unixSeconds,
  price: uint,
  currency: address,
  royaltyRate: z.number().int().min(0).max(10_000),
})
export type OptionInput = z.input<typeof optionSchema>
export type ParsedOption = z.output<typeof optionSchema>

/** The wire form of an option (what optionSchema parses): bigints as decimal strings. */
export function optionToWire(o: ParsedOption): OptionInput {
  return {
    ...o,
    tokenId: String(o.tokenId),
    amount: String(o.amount),
    nonce: String(o.nonce),
    startTime: String(o.startTime),
    endTime: String(o.endTime),
    price: String(o.price),
  }
}

/**
 * POST item/sale/create: one option signed alone, or many options signed at once as the merkle
 * root of their hashes (OptionBatch, leaves in the order sent) — x-signature signs either.
 */
export const BATCH_MAX = 50
export const saleCreateBody = z.union([
  z.object({ option: optionSchema }),
  z.object({ options: z.array(optionSchema).min(1).max(BATCH_MAX) }),
])
/** POST item/sale/modify: a new signed option that supersedes the listing `orderId`. */
export const saleModifyBody = z.object({ orderId: id, option: optionSchema })
/** POST item/sale/update: checks a listing against the chain again (owner, approval, nonce, time). */
export const saleUpdateBody = z.object({ orderId: id })
export const orderIdParams = z.object({ orderId: id })
export const saleDetailParams = z.object({ itemId: id, orderId: id })

/** The Exchange's Offer, signed by the bidder (EIP-712) for the whole of one listing. */
export const offerSchema = z.object({
  optionHash: hex32.transform((value) => value.toLowerCase() as `0x${string}`),
  bidder: address,
  price: uint,
  expireTime: unixSeconds,
})
export type OfferInput = z.input<typeof offerSchema>
/**
 * POST item/offer/bidding: on a fixed-price listing, `offer` signed by the bidder (x-signature); on
 * an auction, `bid` (the price): the answer is the bid transaction to send, as escrow is on-chain.
 */
export const offerBiddingBody = z.union([
  z.object({ orderId: id, offer: offerSchema }),
  z.object({ orderId: id, bid: uint }),
])
/**
 * POST item/offer/add: an offer on an item that is not listed. The bidder builds the option the
 * owner's acceptOffer will carry (fixed price, signer = the current owner, a fresh random nonce,
 * startTime ≤ now, endTime = the offer's expireTime, price = the offer's price, WETH or USDT,
 * royaltyRate ≥ the creator's) and signs the offer over its hash (x-signature).
 */
export const offerAddBody = z.object({ itemId: id, option: optionSchema, offer: offerSchema })
export const offerIdParams = z.object({ offerId: id })
const page = {
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
}
/** Offer lists: POST item/offer/open/list/{itemId}; GET item/offer/open/{item|order}/{id}. */
export const offerListParams = z.object({ itemId: id })
export const offerFilterParams = z.object({ filter: z.enum(['item', 'order']), id })
/** POST item/offer/open/{made|received}/{address}: offers a wallet made, or received on its listings. */
export const offerAddressParams = z.object({ filter: z.enum(['made', 'received']), address })
export const pageBody = z.object(page).prefault({})
/** POST item/offer/delivery: settle an ended auction, or (offerId) accept an offer on a listing. */
export const deliveryBody = z.object({ orderId: id, offerId: id.optional() })
/** POST item/offer/detail: every offer and bid of a listing, newest first. */
export const offerHistoryBody = z.object({ orderId: id, ...page })

export const ORDER_STATES = ['active', 'filled', 'cancelled', 'expired'] as const
export const OFFER_STATES = ['active', 'accepted', 'cancelled', 'expired', 'outbid'] as const

/** A transaction for the wallet: send `{ to, data, value }` (function and args are for display). */
export const txSchema = z.object({
  to: z.string(),
  functionName: z.string(),
  args: z.array(z.unknown()),
  value: z.string(),
  data: z.string(),
})
export type TxRequest = z.infer<typeof txSchema>

export const orderViewSchema = z.object({
  orderId: z.number(),
  itemId: z.number(),
  optionHash: z.string(),
  option: z.object({
    channel: z.number(),
    collection: z.string(),
    tokenId: z.string(),
    amount: z.string(),
    signer: z.string(),
    nonce: z.string(),
    startTime: z.string(),
    endTime: z.string(),
    price: z.string(),
    currency: z.string(),
    royaltyRate: z.number(),
  }),
  signature: z.string(),
  merkleRoot: z.string().nullable(),
  proof: z.array(z.string()),
  state: z.enum(ORDER_STATES),
  createdAt: z.string(),
})
export type OrderView = z.infer<typeof orderViewSchema>

export const offerViewSchema = z.object({
  offerId: z.number(),
  orderId: z.number().nullable(),
  itemId: z.number(),
  bidder: z.string(),
  /** The member who made it and their name, in the offer lists (null in answers to the bidder). */
  bidderUserId: z.number().nullable(),
  bidderName: z.string().nullable(),
  /** The bidder's .kid default name, in the offer lists (empty in answers to the bidder). */
  kidNames: z.array(kidNameSchema),
  price: z.string(),
  currency: z.string(),
  expireTime: z.string(),
  onchain: z.boolean(),
  state: z.enum(OFFER_STATES),
  createdAt: z.string(),
})
export type OfferView = z.infer<typeof offerViewSchema>

/** Answers. `cancelOnChain` says the old signature may still be used: send `cancelTx` from the seller. */
export const saleCreateResult = z.object({ orders: z.array(orderViewSchema) })
export const saleCancelResult = z.object({
  order: orderViewSchema,
  cancelOnChain: z.boolean(),
  cancelTx: txSchema.nullable(),
})
export const saleModifyResult = saleCancelResult.extend({ replacedBy: orderViewSchema })
/**
 * POST item/sale/cancel/all: the listings taken off the market; `minNonce` is the floor for the
 * Exchange's cancelAll from the seller's wallet, null when `cancelOnChain` is false.
 */
export const saleCancelAllResult = z.object({
  orders: z.array(orderViewSchema),
  cancelOnChain: z.boolean(),
  minNonce: z.string().nullable(),
})
export type SaleCancelAll = z.infer<typeof saleCancelAllResult>
/** `approve` is set when an ERC-20 allowance to the exchange must be raised first. */
export const purchaseResult = z.object({
  order: orderViewSchema,
  total: z.string(),
  approve: txSchema.nullable(),
  tx: txSchema,
})
export const biddingResult = z.object({
  offer: offerViewSchema.nullable(),
  approve: txSchema.nullable(),
  tx: txSchema.nullable(),
})
export const deliveryResult = z.object({ tx: txSchema })
/** GET item/offer/cancel: withdrawn off-chain; `cancelTx` (cancelOffer) for a bidder who wants it on-chain too. */
export const offerCancelResult = z.object({
  offer: offerViewSchema,
  cancelOnChain: z.boolean(),
  cancelTx: txSchema.nullable(),
})
