// The calls' schema of the wallet address rule (wallet-address-rule.ts, which the pages import).
import { z } from 'zod'
import { WALLET_ADDRESS_INVALID, WALLET_ADDRESS_PATTERN } from './wallet-address-rule.ts'

export {
  isWalletAddress,
  sameAddress,
  WALLET_ADDRESS_INVALID,
  WALLET_ADDRESS_PATTERN,
} from './wallet-address-rule.ts'

/** Valid addresses come out lowercase, so stored and compared values have one form. */
export const walletAddressSchema = z
  .string()
  .regex(WALLET_ADDRESS_PATTERN, { error: WALLET_ADDRESS_INVALID })
  .transform((address) => address.toLowerCase() as `0x${string}`)
export type WalletAddress = z.infer<typeof walletAddressSchema>
