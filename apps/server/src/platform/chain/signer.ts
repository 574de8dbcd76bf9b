import { devAccount } from '@kid/contracts/deploy/devAccounts'
import { type Hex, type LocalAccount, toHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

/** anvil dev account of the server signer on the embedded chain (0 deploys, 1 signs). */
export const DEV_SIGNER_INDEX = 1
export const DEV_DEPLOYER_INDEX = 0
/** anvil dev account of the relayer on the embedded chain: funded, and used by no one else (the demo world uses 0 and 5–14, the journeys 0, 4, 5 and 8). */
export const DEV_RELAYER_INDEX = 2

/** The embedded chain's default RELAYER_PRIVATE_KEY (public, like every dev key). */
export const devRelayerKey = (): Hex =>
  toHex(devAccount(DEV_RELAYER_INDEX).getHdKey().privateKey as Uint8Array)

export class SignerKeyMissingError extends Error {
  override name = 'SignerKeyMissingError'
  constructor(chainId: number) {
    super(
      `SIGNER_PRIVATE_KEY is required on chain ${chainId}: the dev signer's key is public and exists only on the embedded chain`,
    )
  }
}

/**
 * The account the server signs with (withdrawal, .kid and blind-box authorisations). Its key comes
 * from the environment; only the embedded chain falls back to a dev account, whose key anyone knows.
 */
export function serverSigner(options: {
  key: Hex | undefined
  embedded: boolean
  chainId: number
}): LocalAccount {
  if (options.key) return privateKeyToAccount(options.key)
  if (!options.embedded) throw new SignerKeyMissingError(options.chainId)
  return devAccount(DEV_SIGNER_INDEX)
}
