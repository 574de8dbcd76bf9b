import { CHANNEL, type Option } from '@kid/contracts/market/typedData'
import type { Address } from 'viem'
import { freshNonce } from './wireOption.ts'

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

/** The listing (option) the seller signs, from the sell form. */
export function newListing(form: ListingForm, nonce = freshNonce()): Option {
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

/** Now and now + days, in seconds, as listings carry them. */
export function saleWindow(days: number, now = Date.now()): { startTime: bigint; endTime: bigint } {
  const start = BigInt(Math.floor(now / 1000))
  return { startTime: start, endTime: start + BigInt(Math.round(days * 86_400)) }
}
