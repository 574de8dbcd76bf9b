/**
 * The facts /wallet/settings/info states about the member's KID wallet, worked out from what exists:
 * the keystore kept with the account, the one in this browser, the session and the unlocked address.
 */
import type { Keystore } from '@kid/shared/kidwallet/calls'
import { sameAddress } from '@kid/shared/validate/wallet-address-rule'

/**
 * This browser's keystore beside the account's: the same seal, an older seal of the same wallet
 * (its password was changed elsewhere since), another wallet, or none. The unlock dialog opens this
 * browser's copy first, so its password is the one asked for here.
 */
export type BrowserCopy = 'same' | 'older' | 'other' | 'none'

export function browserCopy(local: Keystore | null, kept: Keystore): BrowserCopy {
  if (!local) return 'none'
  if (!sameAddress(local.address, kept.address)) return 'other'
  const same =
    local.crypto.ciphertext === kept.crypto.ciphertext &&
    local.crypto.kdfparams.salt === kept.crypto.kdfparams.salt
  return same ? 'same' : 'older'
}

/** Whether the wallet is the account's bound wallet, the account has another one, or none. */
export type Binding = 'bound' | 'other' | 'none'

export function bindingOf(walletaddress: string, address: string): Binding {
  if (sameAddress(walletaddress, address)) return 'bound'
  return walletaddress ? 'other' : 'none'
}

/** scrypt's cost in words: N with its power of two, and the memory one try takes (128 × N × r bytes). */
export function scryptCost({ n, r, p }: Keystore['crypto']['kdfparams']): {
  n: string
  memory: string
  r: number
  p: number
} {
  const mib = (128 * n * r) / 2 ** 20
  return {
    n: `${n.toLocaleString('en-US')} (2^${Math.log2(n)})`,
    memory: mib >= 1024 ? `${mib / 1024} GiB` : `${mib} MiB`,
    r,
    p,
  }
}
