import { type Address, keccak256, toHex } from 'viem'

/** The registry's EIP-712 types: the server signs registrations and renewals with them, the tests check the contract. */
export const knsTypes = {
  Register: [
    { name: 'label', type: 'string' },
    { name: 'owner', type: 'address' },
    { name: 'duration', type: 'uint256' },
    { name: 'currency', type: 'address' },
    { name: 'price', type: 'uint256' },
    { name: 'whitelisted', type: 'bool' },
    { name: 'deadline', type: 'uint256' },
  ],
  Renew: [
    { name: 'tokenId', type: 'uint256' },
    { name: 'duration', type: 'uint256' },
    { name: 'currency', type: 'address' },
    { name: 'price', type: 'uint256' },
    { name: 'expiration', type: 'uint64' },
    { name: 'deadline', type: 'uint256' },
  ],
} as const

export function registryDomain(chainId: number, registry: Address) {
  return { name: 'KID Registry', version: '1', chainId, verifyingContract: registry } as const
}

/** A name's token id, as the registry derives it: keccak256 of the label's UTF-8 bytes. */
export const tokenIdOf = (label: string): bigint => BigInt(keccak256(toHex(label)))

/** One year as the registry and the oracle count it (365 days, in seconds). */
export const YEAR_SECONDS = 365n * 86_400n
/** After expiry only the holder may renew, for this long (the registry's GRACE_PERIOD). */
export const GRACE_SECONDS = 90n * 86_400n
