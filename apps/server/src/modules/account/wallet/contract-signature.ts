import type { PublicClient } from 'viem'
import type { VerifyContractSignature } from './verify-sign-in.ts'

/**
 * Smart-contract wallets (Safe, Argent, account-abstraction wallets) sign with EIP-1271, or ERC-6492
 * before they are deployed: only the chain can tell whether such a signature is valid. viem's
 * verifyMessage asks the chain through its universal validator. Used when the server has a chain
 * client; without one, only plain (EOA, EIP-191) signatures are accepted.
 */
export function contractSignatureVerifier(client: PublicClient): VerifyContractSignature {
  return ({ address, message, signature }) => client.verifyMessage({ address, message, signature })
}
