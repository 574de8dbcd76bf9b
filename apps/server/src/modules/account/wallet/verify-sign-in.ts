import {
  buildSignInMessage,
  SIGN_IN_CLOCK_SKEW_MS,
  signInMessageOf,
  signInStatement,
} from '@kid/shared/account/siwe'
import { type Hex, isAddressEqual, recoverMessageAddress } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import { badRequest } from '../../../platform/errors.ts'

/** Checks a smart-contract wallet's signature (EIP-1271 / ERC-6492) on the chain, when one is configured. */
export type VerifyContractSignature = (input: {
  address: Hex
  message: string
  signature: Hex
}) => Promise<boolean>

export type VerifySignInInput = {
  content: Hex
  sign: Hex
  /** The site's host[:port] the message must name. */
  domain: string
  chainId: number
  now?: Date
  verifyContractSignature?: VerifyContractSignature | undefined
}

export type VerifiedSignIn = { address: Hex; nonce: string; expirationTime: Date }

/** A message is a few hundred bytes; anything much larger is not ours and not worth parsing. */
const MAX_CONTENT_HEX = 2 + 2 * 4096

/**
 * Checks a signed KID sign-in message (EIP-4361, see @kid/shared/account/siwe) without touching the
 * database: format, site, chain, lifetime and signer. The nonce is the caller's to consume. Each
 * refusal is an ApiError (1511400) whose message says what to do.
 */
export async function verifySignIn(input: VerifySignInInput): Promise<VerifiedSignIn> {
  const now = input.now ?? new Date()
  if (input.content.length > MAX_CONTENT_HEX) throw badRequest('The signed message is too long.')
  const message = signInMessageOf(input.content)
  const fields = parseSiweMessage(message)
  const { address, nonce, domain, uri, chainId, issuedAt, expirationTime, notBefore } = fields
  if (!address || !nonce || !domain || !uri || chainId === undefined || !issuedAt || !expirationTime) {
    throw badRequest('The signed message is not a KID sign-in message.')
  }
  const dates = [issuedAt, expirationTime, ...(notBefore ? [notBefore] : [])]
  if (dates.some((d) => Number.isNaN(d.getTime()))) {
    throw badRequest('The signed message is not a KID sign-in message.')
  }
  // Rebuilding the text from its fields rejects anything our builder would not write: another
  // statement, extra lines, resources, a different date format.
  let canonical: string
  try {
    canonical = buildSignInMessage({
      address,
      nonce,
      domain,
      uri,
      chainId,
      issuedAt,
      expirationTime,
      notBefore,
    })
  } catch {
    throw badRequest('The signed message is not a KID sign-in message.')
  }
  if (canonical !== message || fields.statement !== signInStatement(new URL(uri).origin)) {
    throw badRequest('The signed message is not a KID sign-in message.')
  }

  if (!sameSite(domain, uri, input.domain)) {
    throw badRequest(
      `This message was made for ${domain}, not for ${input.domain}. Please sign in again on ${input.domain}.`,
    )
  }
  if (chainId !== input.chainId) {
    throw badRequest(
      `The message is for chain ${chainId}; KID runs on chain ${input.chainId}. Please switch network and sign again.`,
    )
  }
  if (now >= expirationTime) throw badRequest('The sign-in message has expired. Please sign again.')
  if (issuedAt.getTime() > now.getTime() + SIGN_IN_CLOCK_SKEW_MS) {
    throw badRequest('The sign-in message is dated in the future. Please check your device clock.')
  }
  if (notBefore && notBefore.getTime() > now.getTime() + SIGN_IN_CLOCK_SKEW_MS) {
    throw badRequest('The sign-in message is not valid yet. Please try again later.')
  }

  if (!(await signedBy(address, message, input.sign, input.verifyContractSignature))) {
    throw badRequest(`The signature was not made by ${address}. Please sign with that wallet.`)
  }
  return { address: address.toLowerCase() as Hex, nonce, expirationTime }
}

/** The message's domain and URI both name the expected host (a default port written or not). */
function sameSite(domain: string, uri: string, expected: string): boolean {
  const { protocol, host } = new URL(uri)
  const authority = (value: string) => {
    try {
      return new URL(`${protocol}//${value}`).host
    } catch {
      return undefined
    }
  }
  const want = authority(expected)
  return want !== undefined && authority(domain) === want && host === want
}

async function signedBy(
  address: Hex,
  message: string,
  signature: Hex,
  verifyContract: VerifyContractSignature | undefined,
): Promise<boolean> {
  try {
    const signer = await recoverMessageAddress({ message, signature })
    if (isAddressEqual(signer, address)) return true
  } catch {
    // Not a 65-byte ECDSA signature: only a contract wallet could have made it.
  }
  if (!verifyContract) return false
  try {
    return await verifyContract({ address, message, signature })
  } catch {
    return false
  }
}
