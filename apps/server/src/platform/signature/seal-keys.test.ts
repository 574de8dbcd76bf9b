import { hkdfSync, randomBytes } from 'node:crypto'
import { sealSalt, X25519_INFO, X25519_SESSION_INFO } from '@kid/shared/signature'
import { describe, expect, it } from 'vitest'
import { sealKeys, sessionKey } from './seal-keys.ts'

describe('the sealed header key schedule', () => {
  it('is HKDF-SHA256 of the shared secret, salted with both public keys (RFC 5869)', () => {
    for (let i = 0; i < 20; i++) {
      const [shared, ephemeral, platform] = [randomBytes(32), randomBytes(32), randomBytes(32)]
      const okm = Buffer.from(hkdfSync('sha256', shared, sealSalt(ephemeral, platform), X25519_INFO, 44))
      const { key, iv } = sealKeys(shared, ephemeral, platform)
      expect(Buffer.concat([key, iv]).toString('hex')).toBe(okm.toString('hex'))
      expect([key.length, iv.length]).toEqual([32, 12])
      const session = Buffer.from(
        hkdfSync('sha256', shared, sealSalt(ephemeral, platform), X25519_SESSION_INFO, 32),
      )
      expect(sessionKey(shared, ephemeral, platform).toString('hex')).toBe(session.toString('hex'))
    }
  })
})
