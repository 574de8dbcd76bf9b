import {
  constants,
  createCipheriv,
  createPublicKey,
  diffieHellman,
  generateKeyPairSync,
  type KeyObject,
  publicEncrypt,
} from 'node:crypto'
import { DEFAULT_VERSION, signaturePlaintext } from '@kid/shared/headers'
import { X25519_PREFIX } from '@kid/shared/signature'
import { sealKeys } from './seal-keys.ts'

export type SignedHeadersOptions = { version?: string; timeMs?: number }

/**
 * The headers of a correctly signed API call, for tests, e2e and the benchmark: `os`, `version`
 * and a fresh `signature` (each call encrypts anew, so each result may be used once). The key
 * names the scheme: a platform's X25519 key gives the sealed header, its RSA key the RSA-OAEP one.
 * Synchronous, unlike @kid/shared/signature, so a load generator can sign inside each request.
 */
export function signedHeaders(
  publicKey: string | KeyObject,
  os = 'web',
  { version = DEFAULT_VERSION, timeMs = Date.now() }: SignedHeadersOptions = {},
): { os: string; version: string; signature: string } {
  const key = typeof publicKey === 'string' ? createPublicKey(publicKey) : publicKey
  const plaintext = Buffer.from(signaturePlaintext(os, timeMs, version), 'utf8')
  const signature =
    key.asymmetricKeyType === 'x25519'
      ? seal(key, plaintext)
      : publicEncrypt(
          { key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
          plaintext,
        ).toString('base64')
  return { os, version, signature }
}

/** A key's 32 raw bytes, through JWK: OpenSSL's DER export costs 35 times as much (74 µs against 2). */
const rawOf = (key: KeyObject) => Buffer.from(key.export({ format: 'jwk' }).x ?? '', 'base64url')
const platformRaws = new WeakMap<KeyObject, Buffer>()

function seal(platformKey: KeyObject, plaintext: Buffer): string {
  const ephemeral = generateKeyPairSync('x25519')
  const enc = rawOf(ephemeral.publicKey)
  let platformRaw = platformRaws.get(platformKey)
  if (!platformRaw) {
    platformRaw = rawOf(platformKey)
    platformRaws.set(platformKey, platformRaw)
  }
  const shared = diffieHellman({ privateKey: ephemeral.privateKey, publicKey: platformKey })
  const { key, iv } = sealKeys(shared, enc, platformRaw)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  const sealed = Buffer.concat([enc, cipher.update(plaintext), cipher.final(), cipher.getAuthTag()])
  return X25519_PREFIX + sealed.toString('base64')
}
