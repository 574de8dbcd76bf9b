import type { Address } from 'viem'

/** BlindBox's EIP-712 types: the server signs mints and opens with them, the tests check the contract. */
export const boxTypes = {
  Mint: [
    { name: 'minter', type: 'address' },
    { name: 'counter', type: 'uint256' },
    { name: 'cdkey', type: 'bytes32' },
    { name: 'deadline', type: 'uint256' },
  ],
  Open: [
    { name: 'tokenId', type: 'uint256' },
    { name: 'salt', type: 'bytes32' },
  ],
} as const

export function boxDomain(chainId: number, blindBox: Address) {
  return { name: 'KID BlindBox', version: '1', chainId, verifyingContract: blindBox } as const
}
