import type { Offer, Option } from '@kid/contracts/market/typedData'
import type { OfferInput, OptionInput, OrderView } from '@kid/shared/market/trade'
import type { Address, Hex } from 'viem'

/** A listing as the server keeps it (decimal strings) → the Exchange's Option (bigints). */
export function optionOf(order: Pick<OrderView, 'option'>): Option {
  const o = order.option
  return {
    channel: o.channel,
    collection: o.collection as Address,
    tokenId: BigInt(o.tokenId),
    amount: BigInt(o.amount),
    signer: o.signer as Address,
    nonce: BigInt(o.nonce),
    startTime: BigInt(o.startTime),
    endTime: BigInt(o.endTime),
    price: BigInt(o.price),
    currency: o.currency as Address,
    royaltyRate: o.royaltyRate,
  }
}

export function optionWire(o: Option): OptionInput {
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

export function offerWire(o: Offer): OfferInput {
  return { ...o, price: String(o.price), expireTime: String(o.expireTime) }
}

/** The order's signature and proof, typed for the Exchange's calls. */
export function signedOf(order: Pick<OrderView, 'signature' | 'proof'>): { signature: Hex; proof: Hex[] } {
  return { signature: order.signature as Hex, proof: order.proof as Hex[] }
}
