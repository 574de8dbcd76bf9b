import type { Keystore } from '@kid/shared/kidwallet/calls'
import type { WalletSecret } from './secret.ts'

/**
 * Opens the member's keystore with the wallet password, or checks a recovery phrase or key against
 * its address (for a forgotten password). The crypto loads here, on demand.
 */
export async function openKept(
  keystore: Keystore,
  proof: { password: string } | { secret: string },
): Promise<WalletSecret> {
  if ('password' in proof) return (await import('./keystore.ts')).decryptKeystore(keystore, proof.password)
  const { readSecret, accountOfSecret, SECRET_INVALID } = await import('./secret.ts')
  const secret = readSecret(proof.secret)
  if (!secret) throw new Error(SECRET_INVALID)
  if (accountOfSecret(secret).address.toLowerCase() !== keystore.address)
    throw new Error('This phrase or key opens another wallet than your KID wallet.')
  return secret
}
