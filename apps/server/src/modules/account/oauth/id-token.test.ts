import { generateKeyPairSync, type KeyObject, sign } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { verifyIdToken } from './id-token.ts'

/** An issuer's JWKS endpoint on loopback; `keys` can change between calls (rotation). */
const published: { kid: string; key: KeyObject }[] = []
let server: Server
let jwksUrl: string
beforeAll(async () => {
  server = createServer((_req, res) => {
    const keys = published.map(({ kid, key }) => ({ ...key.export({ format: 'jwk' }), kid, use: 'sig' }))
    res.setHeader('content-type', 'application/json')
    res.end(JSON.stringify({ keys }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  jwksUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/keys`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
const now = Math.floor(Date.now() / 1000)
const claims = {
  iss: 'https://issuer.example',
  aud: 'kid-web',
  sub: 'user-1',
  exp: now + 600,
  iat: now,
  nonce: 'n0nce-value-123456',
  email: 'a@example.com',
  email_verified: 'true',
}
const check = () => ({
  issuers: ['https://issuer.example'],
  audience: 'kid-web',
  jwksUrl,
  nonce: 'n0nce-value-123456',
})

function token(alg: 'RS256' | 'ES256', kid: string, key: KeyObject, payload: object = claims): string {
  const input = `${b64({ alg, kid, typ: 'JWT' })}.${b64(payload)}`
  const signature = sign(
    'sha256',
    Buffer.from(input),
    alg === 'ES256' ? { key, dsaEncoding: 'ieee-p1363' } : key,
  )
  return `${input}.${signature.toString('base64url')}`
}

describe('verifyIdToken', () => {
  const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  published.push({ kid: 'rsa-1', key: rsa.publicKey }, { kid: 'ec-1', key: ec.publicKey })

  it('accepts RS256 (Google) and ES256 tokens signed by a published key', async () => {
    await expect(verifyIdToken(token('RS256', 'rsa-1', rsa.privateKey), check())).resolves.toMatchObject({
      sub: 'user-1',
    })
    await expect(verifyIdToken(token('ES256', 'ec-1', ec.privateKey), check())).resolves.toMatchObject({
      email: 'a@example.com',
    })
  })

  it('refuses a wrong signature, issuer, audience, nonce or an expired token', async () => {
    const forger = generateKeyPairSync('rsa', { modulusLength: 2048 })
    await expect(verifyIdToken(token('RS256', 'rsa-1', forger.privateKey), check())).rejects.toThrow(
      'signature',
    )
    const cases: [object, string][] = [
      [{ ...claims, iss: 'https://evil.example' }, 'issuer'],
      [{ ...claims, aud: 'another-client' }, 'another client'],
      [{ ...claims, nonce: 'other-nonce-0000000' }, 'nonce'],
      [{ ...claims, exp: now - 3600 }, 'expired'],
    ]
    for (const [payload, reason] of cases) {
      await expect(verifyIdToken(token('RS256', 'rsa-1', rsa.privateKey, payload), check())).rejects.toThrow(
        reason,
      )
    }
    const none = `${b64({ alg: 'none' })}.${b64(claims)}.e30`
    await expect(verifyIdToken(none, check())).rejects.toThrow('algorithm')
  })

  it('fetches the keys again for an unknown key id (rotation)', async () => {
    const rotated = generateKeyPairSync('rsa', { modulusLength: 2048 })
    await expect(verifyIdToken(token('RS256', 'rsa-2', rotated.privateKey), check())).rejects.toThrow('JWKS')
    published.push({ kid: 'rsa-2', key: rotated.publicKey })
    await expect(verifyIdToken(token('RS256', 'rsa-2', rotated.privateKey), check())).resolves.toMatchObject({
      sub: 'user-1',
    })
  })
})
