import { generateKeyPairSync, type KeyObject } from 'node:crypto'
import { mkdtemp, readFile, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PLATFORMS, type Platform, SIGNATURE_MAX_AGE_MS } from '@kid/shared/headers'
import { importSignatureKey, signatureHeader } from '@kid/shared/signature'
import { describe, expect, it } from 'vitest'
import { parseContext } from '../context.ts'
import { ApiError } from '../errors.ts'
import { loadPlatformKeys } from './keys.ts'
import { MemoryReplayGuard } from './replay.ts'
import { SessionKeys } from './session-keys.ts'
import { type SignedHeadersOptions, sessionSigner, signedHeaders } from './testing.ts'
import { createSignatureVerifier } from './verify.ts'

const dataDir = await mkdtemp(join(tmpdir(), 'kid-keys-'))
const keys = await loadPlatformKeys(
  { web: undefined, android: undefined, ios: undefined, mobile: undefined },
  dataDir,
)
const NOW = 1_750_000_000_000

function verifier(now = NOW, sessions = new SessionKeys()) {
  return createSignatureVerifier(keys, new MemoryReplayGuard(() => now), () => now, sessions)
}

async function reason(verify: ReturnType<typeof verifier>, headers: Record<string, string>) {
  try {
    await verify(parseContext(headers))
    return 'accepted'
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    expect(error.code).toBe(1511403)
    return error.message
  }
}

type Signer = (
  key: string | KeyObject,
  os: string,
  options: SignedHeadersOptions,
) => ReturnType<typeof signedHeaders>
const x25519Key = () => generateKeyPairSync('x25519').publicKey
const SCHEMES: Record<
  string,
  { prefix: string; keyOf: (os: Platform) => string; sign: Signer; otherKey: () => KeyObject }
> = {
  'RSA-OAEP': {
    prefix: '',
    keyOf: (os) => keys[os].publicPem,
    sign: signedHeaders,
    otherKey: () => generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey,
  },
  X25519: {
    prefix: 'x25519.',
    keyOf: (os) => keys[os].x25519.publicPem,
    sign: signedHeaders,
    otherKey: x25519Key,
  },
  'an X25519 session': {
    prefix: 'x25519s.',
    keyOf: (os) => keys[os].x25519.publicPem,
    sign: (key, os, options) => sessionSigner(key, os)(options),
    otherKey: x25519Key,
  },
}

describe('the signature header', () => {
  it('is rejected when missing', async () => {
    expect(await reason(verifier(), { os: 'web' })).toBe('Missing signature header')
  })
})

describe.each(Object.entries(SCHEMES))(
  'the signature header sealed with %s',
  (_scheme, { prefix, keyOf, sign: signer, otherKey }) => {
    const sign = (os = 'web', options: SignedHeadersOptions = {}) =>
      signer(keyOf(os === 'android' || os === 'ios' || os === 'mobile' ? os : 'web'), os, {
        timeMs: NOW,
        ...options,
      })

    it('accepts a fresh signature of each platform under its own key', async () => {
      const verify = verifier()
      for (const os of PLATFORMS) expect(await reason(verify, sign(os))).toBe('accepted')
    })

    it('is rejected when made with another key or for another platform', async () => {
      expect(await reason(verifier(), signer(otherKey(), 'web', { timeMs: NOW }))).toMatch(
        /cannot be decrypted/,
      )
      // The android key cannot open a signature made for the web key.
      expect(await reason(verifier(), { ...sign('web'), os: 'android' })).toMatch(
        /cannot be decrypted with the android platform key/,
      )
    })

    it('is rejected when forged: a flipped byte anywhere, or cut short', async () => {
      const { signature } = sign()
      const bytes = Buffer.from(signature.slice(prefix.length), 'base64')
      for (const at of [0, 31, 40, bytes.length - 1]) {
        const forged = Buffer.from(bytes)
        forged[at] = (forged[at] ?? 0) ^ 1
        expect(
          await reason(verifier(), { os: 'web', signature: prefix + forged.toString('base64') }),
          `byte ${at}`,
        ).toMatch(/cannot be decrypted/)
      }
      const cut = prefix + bytes.subarray(0, 40).toString('base64')
      expect(await reason(verifier(), { os: 'web', signature: cut })).toMatch(/cannot be decrypted/)
      expect(await reason(verifier(), { os: 'web', signature: `${prefix}bm90IGEgc2lnbmF0dXJl` })).toMatch(
        /cannot be decrypted/,
      )
    })

    it('is rejected when os or version differ from the headers', async () => {
      const signed = sign('web')
      expect(await reason(verifier(), { ...signed, os: 'desktop' })).toMatch(/os does not match/)
      expect(await reason(verifier(), { ...signed, version: '2.0.0' })).toMatch(/version does not match/)
      const noVersionHeader = { os: 'web', signature: sign('web', { version: '3.1.0' }).signature }
      expect(await reason(verifier(), noVersionHeader)).toMatch(/version does not match/)
    })

    it('uses the web key for an os that names no platform, and 1.0.0 for a missing version', async () => {
      expect(await reason(verifier(), { os: 'Windows', signature: sign('windows').signature })).toBe(
        'accepted',
      )
    })

    it('is rejected when older or newer than five minutes', async () => {
      const at = (timeMs: number) => sign('web', { timeMs })
      expect(await reason(verifier(), at(NOW - SIGNATURE_MAX_AGE_MS))).toBe('accepted')
      expect(await reason(verifier(), at(NOW - SIGNATURE_MAX_AGE_MS - 1))).toMatch(/more than 5 minutes/)
      expect(await reason(verifier(), at(NOW + SIGNATURE_MAX_AGE_MS + 1))).toMatch(/more than 5 minutes/)
    })

    it('is rejected when replayed, and when a used one comes back spelled another way', async () => {
      const verify = verifier()
      let signature = ''
      // A header with '+' or '/' in it, so the URL-safe spelling differs (almost every header has one).
      while (!/[+/]/.test(signature)) signature = sign().signature
      expect(await reason(verify, { os: 'web', signature })).toBe('accepted')
      expect(await reason(verify, { os: 'web', signature })).toBe(
        'Signature already used: sign every request anew',
      )

      const padding = signature.length - signature.replace(/=+$/, '').length
      const body = signature.slice(0, -padding)
      const last = body.at(-1) ?? ''
      const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
      const respellings = {
        'no padding': body,
        'a space inside': `${signature.slice(0, 60)} ${signature.slice(60)}`,
        'URL-safe alphabet': signature.replaceAll('+', '-').replaceAll('/', '_'),
        'unused trailing bits set': `${body.slice(0, -1)}${alphabet[alphabet.indexOf(last) | 1]}${'='.repeat(padding)}`,
        'MIME line breaks': signature.replace(/.{76}/g, '$&\r\n'),
        'a stray character': `${signature.slice(0, 30)}.${signature.slice(30)}`,
      }
      for (const [how, respelled] of Object.entries(respellings)) {
        expect(await reason(verify, { os: 'web', signature: respelled }), how).toMatch(
          /not standard base64|already used/,
        )
      }
    })
  },
)

describe('the WebCrypto header of @kid/shared/signature (what browsers send)', () => {
  it('is sealed in a session where the platform publishes an X25519 key: one key agreement for many headers', async () => {
    const sessions = new SessionKeys()
    const verify = verifier(NOW, sessions)
    const key = await importSignatureKey({ rsa: keys.mobile.publicPem, x25519: keys.mobile.x25519.publicPem })
    const headers = [
      await signatureHeader(key, 'mobile', '1.2.3', NOW),
      await signatureHeader(key, 'mobile', '1.2.3', NOW),
    ]
    for (const signature of headers) {
      expect(signature.startsWith('x25519s.')).toBe(true)
      expect(await reason(verify, { os: 'mobile', version: '1.2.3', signature })).toBe('accepted')
    }
    // The same ephemeral key, and the same text sealed under two nonces.
    const [first, second] = headers.map((h) => Buffer.from(h.slice('x25519s.'.length), 'base64'))
    expect(first?.subarray(0, 32).equals(second?.subarray(0, 32) ?? Buffer.alloc(0))).toBe(true)
    expect(first?.equals(second ?? Buffer.alloc(0))).toBe(false)
    expect(sessions.size).toBe(1)
  })

  it('is RSA-OAEP where the platform publishes only its RSA key', async () => {
    const key = await importSignatureKey({ rsa: keys.mobile.publicPem })
    expect(key.scheme).toBe('rsa')
    const signature = await signatureHeader(key, 'mobile', '1.2.3', NOW)
    expect(await reason(verifier(), { os: 'mobile', version: '1.2.3', signature })).toBe('accepted')
  })
})

describe('sealing sessions', () => {
  it('open later headers with the kept key, and a forged one under a kept key is still refused', async () => {
    const sessions = new SessionKeys()
    const verify = verifier(NOW, sessions)
    const sign = sessionSigner(keys.web.x25519.publicPem, 'web')
    for (let i = 0; i < 3; i++) expect(await reason(verify, sign({ timeMs: NOW }))).toBe('accepted')
    expect(sessions.size).toBe(1)
    const bytes = Buffer.from(sign({ timeMs: NOW }).signature.slice('x25519s.'.length), 'base64')
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 1
    expect(await reason(verify, { os: 'web', signature: `x25519s.${bytes.toString('base64')}` })).toMatch(
      /cannot be decrypted/,
    )
  })

  it('keep no key for a header that does not open, nor across platforms', async () => {
    const sessions = new SessionKeys()
    const verify = verifier(NOW, sessions)
    const forged = sessionSigner(generateKeyPairSync('x25519').publicKey, 'web')({ timeMs: NOW })
    expect(await reason(verify, forged)).toMatch(/cannot be decrypted/)
    expect(sessions.size).toBe(0)
    // A web session's key is kept for web only: its next header sent as android's does not open.
    const web = sessionSigner(keys.web.x25519.publicPem, 'web')
    expect(await reason(verify, web({ timeMs: NOW }))).toBe('accepted')
    expect(await reason(verify, { ...web({ timeMs: NOW }), os: 'android' })).toMatch(
      /cannot be decrypted with the android platform key/,
    )
    expect(sessions.size).toBe(1)
  })

  it('are bounded: past the limit the oldest goes, and its next header agrees the key again', async () => {
    const sessions = new SessionKeys(2)
    const verify = verifier(NOW, sessions)
    const [a, b, c] = [1, 2, 3].map(() => sessionSigner(keys.web.x25519.publicPem, 'web'))
    for (const sign of [a, b, c]) expect(await reason(verify, sign?.({ timeMs: NOW }) ?? {})).toBe('accepted')
    expect(sessions.size).toBe(2)
    expect(await reason(verify, a?.({ timeMs: NOW }) ?? {})).toBe('accepted')
  })
})

describe('scheme-specific spellings', () => {
  it('RSA: a ciphertext shorter than the modulus (OpenSSL would open it) is refused', async () => {
    const verify = verifier()
    // One of every 256 ciphertexts starts with a zero byte, and the same one without it decrypts alike.
    let zeroLed = Buffer.alloc(0)
    while (zeroLed[0] !== 0)
      zeroLed = Buffer.from(signedHeaders(keys.web.publicPem, 'web', { timeMs: NOW }).signature, 'base64')
    expect(await reason(verify, { os: 'web', signature: zeroLed.toString('base64') })).toBe('accepted')
    expect(await reason(verify, { os: 'web', signature: zeroLed.subarray(1).toString('base64') })).toMatch(
      /cannot be decrypted with the web platform key: it is not 256 bytes/,
    )
  })

  it('X25519: the ephemeral key re-spelled with its ignored top bit, or a low-order point, is refused', async () => {
    const verify = verifier()
    const { signature } = signedHeaders(keys.web.x25519.publicPem, 'web', { timeMs: NOW })
    const bytes = Buffer.from(signature.slice('x25519.'.length), 'base64')
    const respelled = Buffer.from(bytes)
    respelled[31] = (respelled[31] ?? 0) ^ 0x80
    expect(await reason(verify, { os: 'web', signature: `x25519.${respelled.toString('base64')}` })).toMatch(
      /cannot be decrypted/,
    )
    expect(await reason(verify, { os: 'web', signature })).toBe('accepted')
    // u = 0, a point of small order: the shared secret with it is zero whatever the private key.
    const lowOrder = Buffer.concat([Buffer.alloc(32), bytes.subarray(32)])
    expect(await reason(verify, { os: 'web', signature: `x25519.${lowOrder.toString('base64')}` })).toMatch(
      /cannot be decrypted/,
    )
  })
})

describe('platform keys', () => {
  it('are generated once into DATA_DIR/keys, private to the owner, and reused', async () => {
    const again = await loadPlatformKeys(
      { web: undefined, android: undefined, ios: undefined, mobile: undefined },
      dataDir,
    )
    expect(again.web.publicPem).toBe(keys.web.publicPem)
    expect(again.web.x25519.publicPem).toBe(keys.web.x25519.publicPem)
    expect(new Set(Object.values(keys).map((k) => k.publicPem)).size).toBe(4)
    expect(new Set(Object.values(keys).map((k) => k.x25519.publicPem)).size).toBe(4)
    expect((await stat(join(dataDir, 'keys/web.pem'))).mode & 0o777).toBe(0o600)
  })

  it('come from the environment when given', async () => {
    const pem = await readFile(join(dataDir, 'keys/ios.pem'), 'utf8')
    const other = await mkdtemp(join(tmpdir(), 'kid-keys-'))
    const fromEnv = await loadPlatformKeys(
      { web: undefined, android: undefined, ios: pem.replaceAll('\n', '\\n'), mobile: undefined },
      other,
    )
    expect(fromEnv.ios.publicPem).toBe(keys.ios.publicPem)
    expect(fromEnv.ios.x25519.publicPem).toBe(keys.ios.x25519.publicPem)
    expect(fromEnv.web.publicPem).not.toBe(keys.web.publicPem)
  })
})
