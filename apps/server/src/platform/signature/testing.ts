import { constants, type KeyObject, publicEncrypt } from 'node:crypto'
import { DEFAULT_VERSION, signaturePlaintext } from '@kid/shared/headers'

export type SignedHeadersOptions = { version?: string; timeMs?: number }

/**
 * The headers of a correctly signed API call, for tests, e2e and the benchmark: `os`, `version`
 * and a fresh `signature` (each call encrypts anew, so each result may be used once).
 */
export function signedHeaders(
  publicKey: string | KeyObject,
  os = 'web',
  { version = DEFAULT_VERSION, timeMs = Date.now() }: SignedHeadersOptions = {},
): { os: string; version: string; signature: string } {
  const signature = publicEncrypt(
    { key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(signaturePlaintext(os, timeMs, version), 'utf8'),
  ).toString('base64')
  return { os, version, signature }
}
