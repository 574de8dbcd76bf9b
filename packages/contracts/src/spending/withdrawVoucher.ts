import type { Address, Hex } from 'viem'

/** The funding wallet's EIP-712 types: the server signs vouchers with them, the tests check the contract. */
export const withdrawTypes = {
  Withdraw: [
    { name: 'dest', type: 'address' },
    { name: 'amount', type: 'uint256' },
    { name: 'expired', type: 'uint256' },
    { name: 'serial', type: 'uint256' },
  ],
} as const

export function fundingDomain(chainId: number, fundingWallet: Address) {
  return { name: 'KID Funding Wallet', version: '1', chainId, verifyingContract: fundingWallet } as const
}

/** A withdrawal voucher: what `withdraw(dest, amount, expired, serial, signature)` takes. */
export type WithdrawVoucher = {
  dest: Address
  amount: bigint
  expired: bigint
  serial: bigint
  signature: Hex
}
