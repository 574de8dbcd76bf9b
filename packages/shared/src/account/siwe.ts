/**
 * The wallet sign-in message (spec 000 §4 "sign a welcome-and-terms message containing the address
 * and nonce"), in the EIP-4361 (Sign-In with Ethereum) format so that wallets show it as a sign-in
 * and check its domain against the page. The web client builds it with `buildSignInMessage`, the
 * server rebuilds it from the parsed fields and requires the very same text, so both sides must use
 * this one function.
 */
import { getAddress, hexToString, stringToHex } from 'viem'
import { createSiweMessage } from 'viem/siwe'

/** A nonce is good for this long; the message's expiration time is the nonce's. */
export const WALLET_NONCE_TTL_MS = 10 * 60_000
/** Clock difference tolerated between the signer's device and the server (issued-at, not-before). */
export const SIGN_IN_CLOCK_SKEW_MS = 5 * 60_000

/** The statement the user signs: a welcome and the terms they accept, on the site they are on. */
export function signInStatement(origin: string): string {
  return `Welcome to KID! Sign this message to log in. No transaction or gas fee. By signing you accept the KID Terms of Service: ${origin}/terms`
}

export type SignInMessageFields = {
  address: string
  nonce: string
  /** The site's host[:port], e.g. `kid.example` (the page's `location.host`). */
  domain: string
  /** The site's origin, e.g. `https://kid.example` (the page's `location.origin`). */
  uri: string
  chainId: number
  issuedAt: Date
  expirationTime: Date
  /** Optional: when the signature starts to be valid. */
  notBefore?: Date | undefined
}

/** The EIP-4361 text of a KID sign-in (login, bind or unbind: the nonce says which). */
export function buildSignInMessage(fields: SignInMessageFields): string {
  const origin = new URL(fields.uri).origin
  return createSiweMessage({
    address: getAddress(fields.address),
    nonce: fields.nonce,
    domain: fields.domain,
    uri: fields.uri,
    chainId: fields.chainId,
    issuedAt: fields.issuedAt,
    expirationTime: fields.expirationTime,
    notBefore: fields.notBefore,
    statement: signInStatement(origin),
    version: '1',
  })
}

/** The `content` field of the wallet calls: the message's UTF-8 bytes as 0x hex. */
export const signInContent = (message: string): `0x${string}` => stringToHex(message)
/** The message back from `content`. */
export const signInMessageOf = (content: `0x${string}`): string => hexToString(content)
