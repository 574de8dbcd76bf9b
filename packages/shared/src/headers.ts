/**
 * The request headers of spec 000 §7, sent by every client and parsed by the server.
 * The signature header is base64 of RSA-OAEP (SHA-256) encryption of
 * `<os>|<time in ms>|<version>` under the public key of the caller's platform.
 */
export const Header = {
  os: 'os',
  lang: 'lang',
  version: 'version',
  timezone: 'timezone',
  signature: 'signature',
  authorization: 'authorization',
  device: 'device',
  embedded: 'embedded',
  language: 'language',
  recaptcha: 'recaptcha',
  /** Marketplace calls carry the wallet's EIP-712 signature here (spec 001 §7). */
  xSignature: 'x-signature',
  /** A response header: 'false' suppresses the client's /iplimit redirect (spec 000 §8). */
  redirect: 'redirect',
} as const

/** Platforms that own a signature key pair; the os header names one of them. */
export const PLATFORMS = ['web', 'android', 'ios', 'mobile'] as const
export type Platform = (typeof PLATFORMS)[number]

export const DEFAULT_VERSION = '1.0.0'
/** A signature older (or further in the future) than this is stale. */
export const SIGNATURE_MAX_AGE_MS = 5 * 60 * 1000

export function signaturePlaintext(os: string, timeMs: number, version: string): string {
  return `${os}|${timeMs}|${version}`
}

/** Splits a decrypted signature back into its parts; undefined when it is not of that form. */
export function parseSignaturePlaintext(
  text: string,
): { os: string; timeMs: number; version: string } | undefined {
  const parts = text.split('|')
  if (parts.length !== 3) return undefined
  const [os, time, version] = parts as [string, string, string]
  if (!os || !version || !/^\d{1,16}$/.test(time)) return undefined
  return { os, timeMs: Number(time), version }
}

/** The Authorization header holds the raw token; a `Bearer ` prefix is accepted too. */
export function tokenFromAuthorization(value: string | undefined): string | undefined {
  if (!value) return undefined
  const token = value.startsWith('Bearer ') ? value.slice(7) : value
  return token.trim() || undefined
}
