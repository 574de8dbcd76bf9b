import {
  constants,
  createCipheriv,
  createPrivateKey,
  createPublicKey,
  diffieHellman,
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

/**
 * A fresh X25519 key from 32 random bytes (any 32 bytes are a valid X25519 private key), imported
 * rather than generated: on Node 20 a key made by generateKeyPairSync deadlocks the process when a
 * collection frees its generating job while its public half is exported (both take the key's
 * lock), and the benchmarks, which seal a hundred thousand headers ahead, hung in it. A JWK with
 * `d` is read from `d` alone; `x` must be a string and is derived (PKCS#8 DER, the other way in,
 * costs five times as much).
 */
const ephemeralKey = (): KeyObject =>
  createPrivateKey({
    key: { kty: 'OKP', crv: 'X25519', d: randomBytes(32).toString('base64url'), x: '' },
    format: 'jwk',
  })

/** A fresh ephemeral key's raw bytes and its shared secret with the platform's key. */
function agree(platformKey: KeyObject): { enc: Buffer; shared: Buffer } {
  const privateKey = ephemeralKey()
  const shared = diffieHellman({ privateKey, publicKey: platformKey })
  return { enc: rawOf(createPublicKey(privateKey)), shared }
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
