import type { Address, Hex } from 'viem'

/** The exchange's EIP-712 types; the server, the web client and the tests all sign with these. */
export const exchangeTypes = {
  Option: [
    { name: 'channel', type: 'uint8' },
    { name: 'collection', type: 'address' },
    { name: 'tokenId', type: 'uint256' },
    { name: 'amount', type: 'uint256' },
    { name: 'signer', type: 'address' },
    { name: 'nonce', type: 'uint256' },
    { name: 'startTime', type: 'uint64' },
    { name: 'endTime', type: 'uint64' },
    { name: 'price', type: 'uint256' },
    { name: 'currency', type: 'address' },
    { name: 'royaltyRate', type: 'uint16' },
  ],
  OptionBatch: [{ name: 'root', type: 'bytes32' }],
  Offer: [
    { name: 'optionHash', type: 'bytes32' },
    { name: 'bidder', type: 'address' },
    { name: 'price', type: 'uint256' },
    { name: 'expireTime', type: 'uint64' },
  ],
} as const

/** Channel bits of a listing: auction (else fixed price) and ERC-1155 (else ERC-721). */
export const CHANNEL = { FIXED_721: 0, AUCTION_721: 1, FIXED_1155: 2, AUCTION_1155: 3 } as const

export type Option = {
  channel: number
  collection: Address
  tokenId: bigint
  amount: bigint
  signer: Address
  nonce: bigint
  startTime: bigint
  endTime: bigint
  price: bigint
  currency: Address
  royaltyRate: number
}

export type Offer = { optionHash: Hex; bidder: Address; price: bigint; expireTime: bigint }

export function exchangeDomain(chainId: number, verifyingContract: Address) {
  return { name: 'KID Exchange', version: '1', chainId, verifyingContract } as const
}
