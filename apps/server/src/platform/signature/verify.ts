import { constants, createDecipheriv, createPublicKey, diffieHellman, privateDecrypt } from 'node:crypto'
import { parseSignaturePlaintext, SIGNATURE_MAX_AGE_MS } from '@kid/shared/headers'
import {
  AES_GCM_TAG_BYTES,
  X25519_NONCE_BYTES,
  X25519_PREFIX,
  X25519_PUBLIC_BYTES,
  X25519_SESSION_PREFIX,
} from '@kid/shared/signature'
import type { RequestContext } from '../context.ts'
import { badSignature } from '../errors.ts'
import type { PlatformKey, PlatformKeys } from './keys.ts'
import type { ReplayGuard } from './replay.ts'
import { sealKeys, sessionKey } from './seal-keys.ts'
import { SessionKeys } from './session-keys.ts'

/** base64 of a 4096-bit ciphertext is 684 characters; anything much longer is not a signature. */
const MAX_SIGNATURE_LENGTH = 1024
/** A sealed header holds at least the ephemeral key, the tag and `o|0|v`. */
const MIN_SEALED_BYTES = X25519_PUBLIC_BYTES + AES_GCM_TAG_BYTES + 5
/** A session's header adds its nonce. */
const MIN_SESSION_BYTES = MIN_SEALED_BYTES + X25519_NONCE_BYTES

type Scheme = 'session' | 'sealed' | 'rsa'
const PREFIXES: Record<Scheme, string> = { session: X25519_SESSION_PREFIX, sealed: X25519_PREFIX, rsa: '' }
const schemeOf = (signature: string): Scheme =>
  signature.startsWith(X25519_SESSION_PREFIX)
    ? 'session'
    : signature.startsWith(X25519_PREFIX)
      ? 'sealed'
      : 'rsa'

/**
 * Checks the signature header (spec 000 §7): `<os>|<time ms>|<version>` encrypted under the
 * caller's platform key: sealed in an X25519 session (`x25519s.`), sealed with X25519 alone
 * (`x25519.`) or with RSA-OAEP (SHA-256) (see @kid/shared/signature), matching the os and version headers, within 5 minutes of the
 * server clock, and never seen before. Throws ApiError(BAD_SIGNATURE) with the reason.
 */
export function createSignatureVerifier(
  keys: PlatformKeys,
  replay: ReplayGuard,
  now = Date.now,
  sessions = new SessionKeys(),
) {
  /**
   * Returns nothing once the signature is accepted, or a promise while the replay claim waits on
   * Redis: with the in-memory guard the whole check is synchronous, so the request goes on
   * without a promise or a turn of the microtask queue.
   */
  return function verifySignature(ctx: RequestContext): void | Promise<void> {
    const { signature } = ctx
    if (!signature) throw badSignature('Missing signature header')
    if (signature.length > MAX_SIGNATURE_LENGTH) throw badSignature('Signature header is too long')
    const key = keys[ctx.platform]
    const scheme = schemeOf(signature)
    const bytes = canonicalBytes(signature.slice(PREFIXES[scheme].length))
    if (replay.seen(signature)) throw badSignature('Signature already used: sign every request anew')

    const plaintext =
      scheme === 'session'
        ? openSession(bytes, key, ctx.platform, sessions)
        : scheme === 'sealed'
          ? openSealed(bytes, key, ctx.platform)
          : openRsa(bytes, key, ctx.platform)
    const parsed = parseSignaturePlaintext(plaintext)
    if (!parsed) throw badSignature('Signature is not of the form <os>|<time ms>|<version>')
    if (parsed.os.toLowerCase() !== ctx.os) throw badSignature('Signature os does not match the os header')
    if (parsed.version !== ctx.version)
      throw badSignature('Signature version does not match the version header')
    const skew = now() - parsed.timeMs
    if (Math.abs(skew) > SIGNATURE_MAX_AGE_MS) {
      throw badSignature('Signature time is more than 5 minutes from the server clock')
    }
    const fresh = replay.claim(signature, parsed.timeMs + SIGNATURE_MAX_AGE_MS - now())
    if (typeof fresh === 'boolean') return refuseUsed(fresh)
    return fresh.then(refuseUsed)
  }
}

function refuseUsed(fresh: boolean): void {
  if (!fresh) throw badSignature('Signature already used: sign every request anew')
}

/**
 * The ciphertext's one spelling: standard base64 with padding, nothing else. Node's base64
 * decoding skips spaces, line breaks and unknown characters, accepts the URL-safe alphabet,
 * missing padding and non-zero trailing bits: each gave another header text for the same bytes,
 * which a replay guard keyed on the text let through again. So the guard keys on the header
 * text, and any spelling but this one is refused.
 */
function canonicalBytes(base64: string): Buffer {
  const bytes = Buffer.from(base64, 'base64')
  if (bytes.toString('base64') !== base64)
    throw badSignature('Signature is not standard base64 (with padding, no spaces or line breaks)')
  return bytes
}

function cannotDecrypt(platform: string, why = ''): never {
  throw badSignature(`Signature cannot be decrypted with the ${platform} platform key${why}`)
}

/** OpenSSL takes an RSA ciphertext shorter than the modulus, another spelling of the same one. */
function openRsa(bytes: Buffer, key: PlatformKey, platform: string): string {
  const modulusBytes = Math.ceil((key.privateKey.asymmetricKeyDetails?.modulusLength ?? 0) / 8)
  if (bytes.length !== modulusBytes) cannotDecrypt(platform, `: it is not ${modulusBytes} bytes`)
  try {
    return privateDecrypt(
      { key: key.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      bytes,
    ).toString('utf8')
  } catch {
    cannotDecrypt(platform)
  }
}

/** The shared secret of an ephemeral key and the platform's. OpenSSL refuses a low-order key. */
function agree(enc: Buffer, key: PlatformKey): Buffer {
  // From JWK: parsing the same 32 bytes as SPKI DER costs ten times as much (75 µs against 7).
  const ephemeral = createPublicKey({
    key: { kty: 'OKP', crv: 'X25519', x: enc.toString('base64url') },
    format: 'jwk',
  })
  return diffieHellman({ privateKey: key.x25519.privateKey, publicKey: ephemeral })
}

/** AES-256-GCM's opening of `ciphertext ‖ tag`: the tag authenticates every byte. */
function openGcm(aesKey: Buffer, iv: Buffer, sealed: Buffer): string {
  const decipher = createDecipheriv('aes-256-gcm', aesKey, iv, { authTagLength: AES_GCM_TAG_BYTES })
  decipher.setAuthTag(sealed.subarray(-AES_GCM_TAG_BYTES))
  return Buffer.concat([decipher.update(sealed.subarray(0, -AES_GCM_TAG_BYTES)), decipher.final()]).toString(
    'utf8',
  )
}

/**
 * Opens `ephemeral public key ‖ AES-256-GCM ciphertext ‖ tag`, key and nonce from HKDF. HKDF's
 * salt binds the ephemeral key as sent, so no other bytes open to the same text.
 */
function openSealed(bytes: Buffer, key: PlatformKey, platform: string): string {
  if (bytes.length < MIN_SEALED_BYTES) cannotDecrypt(platform, ': it is too short')
  const enc = bytes.subarray(0, X25519_PUBLIC_BYTES)
  try {
    const { key: aesKey, iv } = sealKeys(agree(enc, key), enc, key.x25519.publicRaw)
    return openGcm(aesKey, iv, bytes.subarray(X25519_PUBLIC_BYTES))
  } catch {
    cannotDecrypt(platform)
  }
}

/**
 * Opens `ephemeral public key ‖ nonce ‖ AES-256-GCM ciphertext ‖ tag` with the session's key: kept
 * from the session's first header (the key agreement is made then), keyed on the platform and the
 * ephemeral key's exact bytes, so a re-spelled key agrees a key of its own, which opens nothing.
 */
function openSession(bytes: Buffer, key: PlatformKey, platform: string, sessions: SessionKeys): string {
  if (bytes.length < MIN_SESSION_BYTES) cannotDecrypt(platform, ': it is too short')
  const enc = bytes.subarray(0, X25519_PUBLIC_BYTES)
  const id = `${platform}:${enc.toString('base64')}`
  const kept = sessions.get(id)
  try {
    const aesKey = kept ?? sessionKey(agree(enc, key), enc, key.x25519.publicRaw)
    const iv = bytes.subarray(X25519_PUBLIC_BYTES, X25519_PUBLIC_BYTES + X25519_NONCE_BYTES)
    const plaintext = openGcm(aesKey, iv, bytes.subarray(X25519_PUBLIC_BYTES + X25519_NONCE_BYTES))
    if (!kept) sessions.keep(id, aesKey)
    return plaintext
  } catch {
    cannotDecrypt(platform)
  }
}

export type VerifySignature = ReturnType<typeof createSignatureVerifier>
