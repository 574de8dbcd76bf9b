import { fundingDomain, withdrawTypes } from '@kid/contracts/spending/withdrawVoucher'
import type { Address, Hex } from 'viem'
import type { ChainRuntime } from '../../platform/chain/chain.ts'

/**
 * Signs the contract's voucher for withdrawal `serial` with the platform signer (the contract's
 * admin): `withdraw(dest, amount, expired, serial, signature)` pays it once, before `expired`.
 */
export function signVoucher(
  chain: ChainRuntime,
  v: { dest: Address; amount: bigint; expired: number; serial: number },
): Promise<Hex> {
  return chain.signer.signTypedData({
    domain: fundingDomain(chain.chainId, chain.deployment.contracts.fundingWallet),
    types: withdrawTypes,
    primaryType: 'Withdraw',
    message: { dest: v.dest, amount: v.amount, expired: BigInt(v.expired), serial: BigInt(v.serial) },
  })
}
