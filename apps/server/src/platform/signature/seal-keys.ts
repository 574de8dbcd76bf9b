import { hkdfSync } from 'node:crypto'
import { sealSalt, X25519_INFO, X25519_KEY_BYTES, X25519_NONCE_BYTES } from '@kid/shared/signature'

/** The AES-256-GCM key and nonce of a sealed header (the schedule of @kid/shared/signature). */
export function sealKeys(
  shared: Buffer,
  ephemeralRaw: Buffer,
  platformRaw: Buffer,
): { key: Buffer; iv: Buffer } {
  const okm = Buffer.from(
    hkdfSync(
      'sha256',
      shared,
      sealSalt(ephemeralRaw, platformRaw),
      X25519_INFO,
      X25519_KEY_BYTES + X25519_NONCE_BYTES,
    ),
  )
  return { key: okm.subarray(0, X25519_KEY_BYTES), iv: okm.subarray(X25519_KEY_BYTES) }
}
