import { buildSignInMessage, signInContent } from '@kid/shared/account/siwe'
import type { User } from '@kid/shared/account/user'
import type { LocalAccount } from 'viem'
import type { Config } from '../../../platform/config/config.ts'
import { bindWallet } from './bind-wallet.ts'
import { issueNonce } from './nonce.ts'
import type { WalletDeps } from './wallet-login.ts'

/**
 * Binds a wallet whose key the server holds (the demo's dev accounts) the way a browser does:
 * a bind nonce, an EIP-4361 message for this site signed by the key, and the same bindWallet.
 */
export async function bindWithKey(
  deps: WalletDeps & { config: Pick<Config, 'publicUrl'> },
  userId: number,
  key: LocalAccount,
): Promise<User> {
  const address = key.address.toLowerCase()
  const { nonce, expirationTime } = await issueNonce(deps.db, { address, type: 2, userId })
  const site = new URL(deps.config.publicUrl)
  const message = buildSignInMessage({
    address,
    nonce,
    domain: site.host,
    uri: site.origin,
    chainId: deps.chainId,
    issuedAt: new Date(),
    expirationTime: new Date(expirationTime),
  })
  const sign = await key.signMessage({ message })
  return bindWallet(deps, userId, { content: signInContent(message), sign, type: 2 }, { domain: site.host })
}
