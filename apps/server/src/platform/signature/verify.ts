import { constants, type KeyObject, privateDecrypt } from 'node:crypto'
import { parseSignaturePlaintext, SIGNATURE_MAX_AGE_MS } from '@kid/shared/headers'
import type { RequestContext } from '../context.ts'
import { badSignature } from '../errors.ts'
import type { PlatformKeys } from './keys.ts'
import type { ReplayGuard } from './replay.ts'

/** base64 of a 4096-bit ciphertext is 684 characters; anything much longer is not a signature. */
const MAX_SIGNATURE_LENGTH = 1024

/**
 * Checks the signature header (spec 000 §7): RSA-OAEP (SHA-256) of `<os>|<time ms>|<version>`
 * under the caller's platform key, matching the os and version headers, within 5 minutes of
 * the server clock, and never seen before. Throws ApiError(BAD_SIGNATURE) with the reason.
 */
export function createSignatureVerifier(keys: PlatformKeys, replay: ReplayGuard, now = Date.now) {
  return async function verifySignature(ctx: RequestContext): Promise<void> {
    const { signature } = ctx
    if (!signature) throw badSignature('Missing signature header')
    if (signature.length > MAX_SIGNATURE_LENGTH) throw badSignature('Signature header is too long')
    const key = keys[ctx.platform].privateKey
    const ciphertext = canonicalCiphertext(signature, key, ctx.platform)
    if (replay.seen(ciphertext)) throw badSignature('Signature already used: sign every request anew')

    let plaintext: string
    try {
      plaintext = privateDecrypt(
        { key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        Buffer.from(ciphertext, 'base64'),
      ).toString('utf8')
    } catch {
      throw badSignature(`Signature cannot be decrypted with the ${ctx.platform} platform key`)
    }

    const parsed = parseSignaturePlaintext(plaintext)
    if (!parsed) throw badSignature('Signature is not of the form <os>|<time ms>|<version>')
    if (parsed.os.toLowerCase() !== ctx.os) throw badSignature('Signature os does not match the os header')
    if (parsed.version !== ctx.version)
      throw badSignature('Signature version does not match the version header')
    const skew = now() - parsed.timeMs
    if (Math.abs(skew) > SIGNATURE_MAX_AGE_MS) {
      throw badSignature('Signature time is more than 5 minutes from the server clock')
    }
    const fresh = await replay.claim(ciphertext, parsed.timeMs + SIGNATURE_MAX_AGE_MS - now())
    if (!fresh) throw badSignature('Signature already used: sign every request anew')
  }
}

/**
 * The ciphertext's one spelling: standard base64 with padding, nothing else, exactly as long as
 * the key's modulus. Node's base64 decoding skips spaces, line breaks and unknown characters,
 * accepts the URL-safe alphabet, missing padding and non-zero trailing bits, and OpenSSL takes a
 * ciphertext shorter than the modulus: each gave another header text for the same bytes, which
 * a replay guard keyed on the text let through again. So the guard keys on this spelling, and
 * any other is refused.
 */
function canonicalCiphertext(signature: string, key: KeyObject, platform: string): string {
  const bytes = Buffer.from(signature, 'base64')
  const canonical = bytes.toString('base64')
  if (canonical !== signature)
    throw badSignature('Signature is not standard base64 (with padding, no spaces or line breaks)')
  const modulusBytes = Math.ceil((key.asymmetricKeyDetails?.modulusLength ?? 0) / 8)
  if (bytes.length !== modulusBytes)
    throw badSignature(
      `Signature cannot be decrypted with the ${platform} platform key: it is not ${modulusBytes} bytes`,
    )
  return canonical
}

export type VerifySignature = ReturnType<typeof createSignatureVerifier>
