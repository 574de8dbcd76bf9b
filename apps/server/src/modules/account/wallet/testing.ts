import { buildSignInMessage, signInContent, WALLET_NONCE_TTL_MS } from '@kid/shared/account/siwe'
import type { Hex } from 'viem'
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'

/** A wallet with a fresh random key (no key is ever written in the source). */
export const newWallet = (): PrivateKeyAccount => privateKeyToAccount(generatePrivateKey())

export type SignInOptions = {
  nonce: string
  domain?: string
  uri?: string
  chainId?: number
  issuedAt?: Date
  expirationTime?: Date
  notBefore?: Date
  /** Sign the message with this wallet instead of the one it names. */
  signer?: PrivateKeyAccount
}

/** The `{content, sign}` a browser wallet sends for a sign-in message (defaults: the test app's site and chain). */
export async function signIn(
  wallet: PrivateKeyAccount,
  options: SignInOptions,
): Promise<{ content: Hex; sign: Hex }> {
  const issuedAt = options.issuedAt ?? new Date()
  const message = buildSignInMessage({
    address: wallet.address,
    nonce: options.nonce,
    domain: options.domain ?? 'localhost:80',
    uri: options.uri ?? `http://${options.domain ?? 'localhost:80'}`,
    chainId: options.chainId ?? 31337,
    issuedAt,
    expirationTime: options.expirationTime ?? new Date(issuedAt.getTime() + WALLET_NONCE_TTL_MS),
    notBefore: options.notBefore,
  })
  const sign = await (options.signer ?? wallet).signMessage({ message })
  return { content: signInContent(message), sign }
}
