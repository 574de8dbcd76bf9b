import { CHANNEL, type Option } from '@kid/contracts/market/typedData'
import type { ItemInfo } from '@kid/shared/market/views'
import type { Address } from 'viem'

export type ItemOfferTerms = {
  holder: Address
  price: bigint
  currency: Address
  nonce: bigint
  startTime: bigint
  /** The offer's expiry: the option ends with it. */
  endTime: bigint
}

/**
 * The fixed-price option the holder's acceptOffer will carry (docs/api.md, "Offers on unlisted
 * items"): one copy of this item at the offer's price, signed by nobody (the holder's own call
 * authorises it), at the highest royalty the item asks.
 */
export function itemOfferOption(
  item: Pick<ItemInfo, 'standard' | 'collectionAddress' | 'tokenId' | 'royaltyBps'>,
  terms: ItemOfferTerms,
): Option {
  return {
    channel: item.standard === 721 ? CHANNEL.FIXED_721 : CHANNEL.FIXED_1155,
    collection: item.collectionAddress as Address,
    tokenId: BigInt(item.tokenId ?? 0),
    amount: 1n,
    signer: terms.holder,
    nonce: terms.nonce,
    startTime: terms.startTime,
    endTime: terms.endTime,
    price: terms.price,
    currency: terms.currency,
    royaltyRate: item.royaltyBps,
  }
}

/** A fresh nonce for the holder's option: 128 random bits, never one of the holder's listings. */
export function randomNonce(): bigint {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return bytes.reduce((n, byte) => (n << 8n) | BigInt(byte), 0n)
}
