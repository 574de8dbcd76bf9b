import { constants, privateDecrypt } from 'node:crypto'
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
    if (replay.seen(signature)) throw badSignature('Signature already used: sign every request anew')

    let plaintext: string
    try {
      plaintext = privateDecrypt(
        { key: keys[ctx.platform].privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        Buffer.from(signature, 'base64'),
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
    const fresh = await replay.claim(signature, parsed.timeMs + SIGNATURE_MAX_AGE_MS - now())
    if (!fresh) throw badSignature('Signature already used: sign every request anew')
  }
}

export type VerifySignature = ReturnType<typeof createSignatureVerifier>
