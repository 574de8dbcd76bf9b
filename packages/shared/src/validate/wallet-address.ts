/**
 * Wallet address rule (spec 000 §5): '0x' and 40 hex digits (ETH only). Either case is
 * accepted; the EIP-55 checksum is not verified here because that needs keccak, which
 * the clients get from viem; comparisons ignore case for the same reason.
 */
import { z } from 'zod'

export const WALLET_ADDRESS_PATTERN = /^0x[0-9a-fA-F]{40}$/
/** Ours: the spec gives no message for this rule. */
export const WALLET_ADDRESS_INVALID = 'Not a wallet address.'

/** Valid addresses come out lowercase, so stored and compared values have one form. */
export const walletAddressSchema = z
  .string()
  .regex(WALLET_ADDRESS_PATTERN, { error: WALLET_ADDRESS_INVALID })
  .transform((address) => address.toLowerCase() as `0x${string}`)
export type WalletAddress = z.infer<typeof walletAddressSchema>

export function isWalletAddress(value: string): value is `0x${string}` {
  return WALLET_ADDRESS_PATTERN.test(value)
}

/** The bound-wallet check: the same address whatever the case of its hex digits. */
export function sameAddress(a: string | null | undefined, b: string | null | undefined): boolean {
  return !!a && !!b && isWalletAddress(a) && a.toLowerCase() === b.toLowerCase()
}
