import { CHANNEL, type Option } from '@kid/contracts/market/typedData'
import type { Address } from 'viem'
import { chainNow } from '../../chain/chainNow.ts'

export type SaleKind = 'fixed' | 'auction'

export type ListingForm = {
  kind: SaleKind
  standard: 721 | 1155
  collection: Address
  tokenId: bigint
  amount: bigint
  seller: Address
  /** Per unit for fixed price; the reserve for an auction. */
  price: bigint
  currency: Address
  /** The highest royalty the seller accepts: the item's own rate. */
  royaltyBps: number
  startTime: bigint
  endTime: bigint
}

/** What the sell form asks for: the window and nonce are set by the clocks when the seller signs. */
export type ListingRequest = Omit<ListingForm, 'seller' | 'startTime' | 'endTime'> & { days: number }

/** The listing (option) the seller signs, from the sell form. */
export function newListing(form: ListingForm, nonce: bigint): Option {
  const auction = form.kind === 'auction'
  const channel =
    form.standard === 721
      ? auction
        ? CHANNEL.AUCTION_721
        : CHANNEL.FIXED_721
      : auction
        ? CHANNEL.AUCTION_1155
        : CHANNEL.FIXED_1155
  return {
    channel,
    collection: form.collection,
    tokenId: form.tokenId,
    amount: form.standard === 721 ? 1n : form.amount,
    signer: form.seller,
    nonce,
    startTime: form.startTime,
    endTime: form.endTime,
    price: form.price,
    currency: form.currency,
    royaltyRate: form.royaltyBps,
  }
}

/** The clocks a new listing is made by, in ms: the chain's (its latest block) and the computer's. */
export type ListingClock = { chainMs: number; wallMs: number }

/** Both clocks, read when the seller is about to sign. */
export async function readListingClock(): Promise<ListingClock> {
  return { chainMs: await chainNow(), wallMs: Date.now() }
}

/**
 * A listing's window in seconds. It starts at the chain's time: the Exchange judges a start by
 * block.timestamp, so a computer's clock ahead of the chain would list something nobody can buy yet,
 * and auction ends are judged by the same clock (chainNow). The days run from the later of the two
 * clocks: an idle development chain's latest block can be old, and the server checks the end by its
 * own clock, so the seller gets the whole duration either way.
 */
export function saleWindow(days: number, clock: ListingClock): { startTime: bigint; endTime: bigint } {
  const seconds = (ms: number) => BigInt(Math.floor(ms / 1000))
  const from = seconds(Math.max(clock.chainMs, clock.wallMs))
  return { startTime: seconds(clock.chainMs), endTime: from + BigInt(Math.round(days * 86_400)) }
}

/**
 * A new listing's nonce: ms × 1000 plus a random part. Nonces must stay unique per seller and keep
 * growing: cancel all sets the chain's floor one above the highest nonce the seller listed with, and
 * a later listing must land above it. The chain's clock alone would not do: it stands still between
 * blocks and can lag the computer's clock that earlier nonces came from. The later of the two clocks
 * never goes back, whichever is ahead; the random part keeps two listings of one millisecond apart
 * (a batch adds its index to one nonce).
 */
export function listingNonce(clock: ListingClock, random = Math.random()): bigint {
  return BigInt(Math.max(clock.chainMs, clock.wallMs)) * 1000n + BigInt(Math.floor(random * 1000))
}
