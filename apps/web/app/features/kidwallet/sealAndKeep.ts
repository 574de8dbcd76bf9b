import { kidwalletApi } from './api.ts'
import type { WalletSecret } from './secret.ts'

/**
 * Seals a secret under the wallet password, has the server keep it (add, or restore in place of
 * `replacing`), and keeps the wallet unlocked in this page. The crypto loads here, on demand.
 */
export async function sealAndKeep(secret: WalletSecret, password: string, replacing: string | null | 'none') {
  const [{ encryptKeystore }, { keepSecret }] = await Promise.all([
    import('./keystore.ts'),
    import('./signer.ts'),
  ])
  const keystore = await encryptKeystore(secret, password)
  if (replacing === 'none') await kidwalletApi.add(keystore)
  else await kidwalletApi.restore(keystore, replacing)
  return keepSecret(secret, keystore)
}
