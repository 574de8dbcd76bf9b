/**
 * Wallet address rule (spec 000 §5): '0x' and 40 hex digits (ETH only). Either case is
 * accepted; the EIP-55 checksum is not verified here because that needs keccak, which
 * the clients get from viem; comparisons ignore case for the same reason.
 */
// The rule as plain functions, for the pages (no zod); wallet-address.ts adds the calls' schema.

export const WALLET_ADDRESS_PATTERN = /^0x[0-9a-fA-F]{40}$/
/** Ours: the spec gives no message for this rule. */
export const WALLET_ADDRESS_INVALID = 'Not a wallet address.'

export function isWalletAddress(value: string): value is `0x${string}` {
  return WALLET_ADDRESS_PATTERN.test(value)
}

/** The bound-wallet check: the same address whatever the case of its hex digits. */
export function sameAddress(a: string | null | undefined, b: string | null | undefined): boolean {
  return !!a && !!b && isWalletAddress(a) && a.toLowerCase() === b.toLowerCase()
}
