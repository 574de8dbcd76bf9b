import { generateKeyPairSync } from 'node:crypto'
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
import { type SignedHeadersOptions, signedHeaders } from './testing.ts'
import { createSignatureVerifier } from './verify.ts'

const dataDir = await mkdtemp(join(tmpdir(), 'kid-keys-'))
const keys = await loadPlatformKeys(
  { web: undefined, android: undefined, ios: undefined, mobile: undefined },
  dataDir,
)
const NOW = 1_750_000_000_000

function verifier(now = NOW) {
  return createSignatureVerifier(keys, new MemoryReplayGuard(() => now), () => now)
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

const SCHEMES = {
  'RSA-OAEP': (os: Platform) => keys[os].publicPem,
  X25519: (os: Platform) => keys[os].x25519.publicPem,
}

describe('the signature header', () => {
  it('is rejected when missing', async () => {
    expect(await reason(verifier(), { os: 'web' })).toBe('Missing signature header')
  })
})

describe.each(Object.entries(SCHEMES))('the signature header sealed with %s', (scheme, keyOf) => {
  const sign = (os = 'web', options: SignedHeadersOptions = {}) =>
    signedHeaders(keyOf(os === 'android' || os === 'ios' || os === 'mobile' ? os : 'web'), os, {
      timeMs: NOW,
      ...options,
    })
  const other = () =>
    scheme === 'X25519'
      ? generateKeyPairSync('x25519').publicKey
      : generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey

  it('accepts a fresh signature of each platform under its own key', async () => {
    const verify = verifier()
    for (const os of PLATFORMS) expect(await reason(verify, sign(os))).toBe('accepted')
  })

  it('is rejected when made with another key or for another platform', async () => {
    expect(await reason(verifier(), signedHeaders(other(), 'web', { timeMs: NOW }))).toMatch(
      /cannot be decrypted/,
    )
    // The android key cannot open a signature made for the web key.
    expect(await reason(verifier(), { ...sign('web'), os: 'android' })).toMatch(
      /cannot be decrypted with the android platform key/,
    )
  })

  it('is rejected when forged: a flipped byte anywhere, or cut short', async () => {
    const { signature } = sign()
    const prefix = scheme === 'X25519' ? 'x25519.' : ''
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
    expect(await reason(verifier(), { os: 'Windows', signature: sign('windows').signature })).toBe('accepted')
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

  it('accepts the WebCrypto header of @kid/shared/signature (what browsers send)', async () => {
    const key = await importSignatureKey(
      scheme === 'X25519'
        ? { rsa: keys.mobile.publicPem, x25519: keys.mobile.x25519.publicPem }
        : { rsa: keys.mobile.publicPem },
    )
    expect(key.scheme).toBe(scheme === 'X25519' ? 'x25519' : 'rsa')
    const signature = await signatureHeader(key, 'mobile', '1.2.3', NOW)
    expect(await reason(verifier(), { os: 'mobile', version: '1.2.3', signature })).toBe('accepted')
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
