import { constants, createDecipheriv, createPublicKey, diffieHellman, privateDecrypt } from 'node:crypto'
import { parseSignaturePlaintext, SIGNATURE_MAX_AGE_MS } from '@kid/shared/headers'
import { AES_GCM_TAG_BYTES, X25519_PREFIX, X25519_PUBLIC_BYTES } from '@kid/shared/signature'
import type { RequestContext } from '../context.ts'
import { badSignature } from '../errors.ts'
import type { PlatformKey, PlatformKeys } from './keys.ts'
import type { ReplayGuard } from './replay.ts'
import { sealKeys } from './seal-keys.ts'

/** base64 of a 4096-bit ciphertext is 684 characters; anything much longer is not a signature. */
const MAX_SIGNATURE_LENGTH = 1024
/** A sealed header holds at least the ephemeral key, the tag and `o|0|v`. */
const MIN_SEALED_BYTES = X25519_PUBLIC_BYTES + AES_GCM_TAG_BYTES + 5

/**
 * Checks the signature header (spec 000 §7): `<os>|<time ms>|<version>` encrypted under the
 * caller's platform key, either sealed with X25519 (`x25519.` prefix) or with RSA-OAEP (SHA-256)
 * (see @kid/shared/signature), matching the os and version headers, within 5 minutes of the
 * server clock, and never seen before. Throws ApiError(BAD_SIGNATURE) with the reason.
 */
export function createSignatureVerifier(keys: PlatformKeys, replay: ReplayGuard, now = Date.now) {
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
    const sealed = signature.startsWith(X25519_PREFIX)
    const bytes = canonicalBytes(sealed ? signature.slice(X25519_PREFIX.length) : signature)
    if (replay.seen(signature)) throw badSignature('Signature already used: sign every request anew')

    const plaintext = sealed ? openSealed(bytes, key, ctx.platform) : openRsa(bytes, key, ctx.platform)
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

/**
 * Opens `ephemeral public key ‖ AES-256-GCM ciphertext ‖ tag`. GCM's tag authenticates every byte,
 * and HKDF's salt binds the ephemeral key as sent, so no other bytes open to the same text.
 * OpenSSL refuses a low-order ephemeral key (an all-zero shared secret) in diffieHellman.
 */
function openSealed(bytes: Buffer, key: PlatformKey, platform: string): string {
  if (bytes.length < MIN_SEALED_BYTES) cannotDecrypt(platform, ': it is too short')
  const enc = bytes.subarray(0, X25519_PUBLIC_BYTES)
  try {
    // From JWK: parsing the same 32 bytes as SPKI DER costs ten times as much (75 µs against 7).
    const ephemeral = createPublicKey({
      key: { kty: 'OKP', crv: 'X25519', x: enc.toString('base64url') },
      format: 'jwk',
    })
    const shared = diffieHellman({ privateKey: key.x25519.privateKey, publicKey: ephemeral })
    const { key: aesKey, iv } = sealKeys(shared, enc, key.x25519.publicRaw)
    const decipher = createDecipheriv('aes-256-gcm', aesKey, iv, { authTagLength: AES_GCM_TAG_BYTES })
    decipher.setAuthTag(bytes.subarray(-AES_GCM_TAG_BYTES))
    const body = bytes.subarray(X25519_PUBLIC_BYTES, -AES_GCM_TAG_BYTES)
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8')
  } catch {
    cannotDecrypt(platform)
  }
}

export type VerifySignature = ReturnType<typeof createSignatureVerifier>
