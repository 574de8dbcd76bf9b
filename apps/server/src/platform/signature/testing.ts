import {
  constants,
  createCipheriv,
  createPublicKey,
  diffieHellman,
  generateKeyPairSync,
  type KeyObject,
  publicEncrypt,
  randomBytes,
} from 'node:crypto'
import { DEFAULT_VERSION, signaturePlaintext } from '@kid/shared/headers'
import { X25519_NONCE_BYTES, X25519_PREFIX, X25519_SESSION_PREFIX } from '@kid/shared/signature'
import { sealKeys, sessionKey } from './seal-keys.ts'

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

function platformRawOf(platformKey: KeyObject): Buffer {
  let platformRaw = platformRaws.get(platformKey)
  if (!platformRaw) {
    platformRaw = rawOf(platformKey)
    platformRaws.set(platformKey, platformRaw)
  }
  return platformRaw
}

/** A fresh ephemeral key's raw bytes and its shared secret with the platform's key. */
function agree(platformKey: KeyObject): { enc: Buffer; shared: Buffer } {
  const ephemeral = generateKeyPairSync('x25519')
  const shared = diffieHellman({ privateKey: ephemeral.privateKey, publicKey: platformKey })
  // Read from a copy of the public key, not the one generated: on Node 20 a JWK export holds its
  // key's lock while it allocates, and a collection that then frees the generating job takes the
  // same lock, so the process deadlocked (the benchmarks, which seal a hundred thousand headers
  // ahead, hung in it).
  return { enc: rawOf(createPublicKey(ephemeral.privateKey)), shared }
}

function seal(platformKey: KeyObject, plaintext: Buffer): string {
  const { enc, shared } = agree(platformKey)
  const { key, iv } = sealKeys(shared, enc, platformRawOf(platformKey))
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  const sealed = Buffer.concat([enc, cipher.update(plaintext), cipher.final(), cipher.getAuthTag()])
  return X25519_PREFIX + sealed.toString('base64')
}

/**
 * One client's sealing session (`x25519s.`, as browsers send it): the key agreement is made here,
 * once, and each call of the result seals a fresh header with it under a random nonce.
 */
export function sessionSigner(
  publicKey: string | KeyObject,
  os = 'web',
): (options?: SignedHeadersOptions) => { os: string; version: string; signature: string } {
  const platformKey = typeof publicKey === 'string' ? createPublicKey(publicKey) : publicKey
  const { enc, shared } = agree(platformKey)
  const key = sessionKey(shared, enc, platformRawOf(platformKey))
  return ({ version = DEFAULT_VERSION, timeMs = Date.now() } = {}) => {
    const iv = randomBytes(X25519_NONCE_BYTES)
    const cipher = createCipheriv('aes-256-gcm', key, iv)
    const plaintext = Buffer.from(signaturePlaintext(os, timeMs, version), 'utf8')
    const sealed = Buffer.concat([enc, iv, cipher.update(plaintext), cipher.final(), cipher.getAuthTag()])
    return { os, version, signature: X25519_SESSION_PREFIX + sealed.toString('base64') }
  }
}
