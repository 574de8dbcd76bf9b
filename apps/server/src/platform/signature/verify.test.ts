import { generateKeyPairSync } from 'node:crypto'
import { mkdtemp, readFile, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { SIGNATURE_MAX_AGE_MS } from '@kid/shared/headers'
import { importSignatureKey, signatureHeader } from '@kid/shared/signature'
import { describe, expect, it } from 'vitest'
import { parseContext } from '../context.ts'
import { ApiError } from '../errors.ts'
import { loadPlatformKeys } from './keys.ts'
import { MemoryReplayGuard } from './replay.ts'
import { signedHeaders } from './testing.ts'
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

describe('the signature header', () => {
  it('accepts a fresh signature of each platform under its own key', async () => {
    const verify = verifier()
    for (const os of ['web', 'android', 'ios', 'mobile'] as const) {
      expect(await reason(verify, signedHeaders(keys[os].publicPem, os, { timeMs: NOW }))).toBe('accepted')
    }
  })

  it('is rejected when missing', async () => {
    expect(await reason(verifier(), { os: 'web' })).toBe('Missing signature header')
  })

  it('is rejected when made with another key', async () => {
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey
    expect(await reason(verifier(), signedHeaders(other, 'web', { timeMs: NOW }))).toMatch(
      /cannot be decrypted/,
    )
    // The android key cannot open a signature made for the web key.
    const headers = { ...signedHeaders(keys.web.publicPem, 'web', { timeMs: NOW }), os: 'android' }
    expect(await reason(verifier(), headers)).toMatch(/cannot be decrypted with the android platform key/)
    expect(await reason(verifier(), { os: 'web', signature: 'bm90IGEgc2lnbmF0dXJl' })).toMatch(
      /cannot be decrypted/,
    )
  })

  it('is rejected when os or version differ from the headers', async () => {
    const signed = signedHeaders(keys.web.publicPem, 'web', { timeMs: NOW })
    expect(await reason(verifier(), { ...signed, os: 'desktop' })).toMatch(/os does not match/)
    expect(await reason(verifier(), { ...signed, version: '2.0.0' })).toMatch(/version does not match/)
    const noVersionHeader = {
      os: 'web',
      signature: signedHeaders(keys.web.publicPem, 'web', { timeMs: NOW, version: '3.1.0' }).signature,
    }
    expect(await reason(verifier(), noVersionHeader)).toMatch(/version does not match/)
  })

  it('uses the web key for an os that names no platform, and 1.0.0 for a missing version', async () => {
    const signed = signedHeaders(keys.web.publicPem, 'windows', { timeMs: NOW })
    expect(await reason(verifier(), { os: 'Windows', signature: signed.signature })).toBe('accepted')
  })

  it('is rejected when older or newer than five minutes', async () => {
    const at = (timeMs: number) => signedHeaders(keys.web.publicPem, 'web', { timeMs })
    expect(await reason(verifier(), at(NOW - SIGNATURE_MAX_AGE_MS))).toBe('accepted')
    expect(await reason(verifier(), at(NOW - SIGNATURE_MAX_AGE_MS - 1))).toMatch(/more than 5 minutes/)
    expect(await reason(verifier(), at(NOW + SIGNATURE_MAX_AGE_MS + 1))).toMatch(/more than 5 minutes/)
  })

  it('is rejected when replayed', async () => {
    const verify = verifier()
    const signed = signedHeaders(keys.web.publicPem, 'web', { timeMs: NOW })
    expect(await reason(verify, signed)).toBe('accepted')
    expect(await reason(verify, signed)).toBe('Signature already used: sign every request anew')
  })

  it('is rejected when a used signature comes back spelled another way', async () => {
    const verify = verifier()
    let signature = ''
    // A header with '+' or '/' in it, so the URL-safe spelling differs (almost every header has one).
    while (!/[+/]/.test(signature))
      signature = signedHeaders(keys.web.publicPem, 'web', { timeMs: NOW }).signature
    expect(await reason(verify, { os: 'web', signature })).toBe('accepted')

    // A 2048-bit ciphertext is 256 bytes: 344 characters ending in '==', the last one carrying 4 unused bits.
    const body = signature.slice(0, -2)
    const last = body.at(-1) ?? ''
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
    const respellings = {
      'no padding': body,
      'half the padding': `${body}=`,
      'a space inside': `${signature.slice(0, 100)} ${signature.slice(100)}`,
      'URL-safe alphabet': signature.replaceAll('+', '-').replaceAll('/', '_'),
      'unused trailing bits set': `${body.slice(0, -1)}${alphabet[alphabet.indexOf(last) | 1]}==`,
      'MIME line breaks': signature.replace(/.{76}/g, '$&\r\n'),
      'a stray character': `${signature.slice(0, 10)}.${signature.slice(10)}`,
    }
    for (const [how, respelled] of Object.entries(respellings)) {
      expect(Buffer.from(respelled, 'base64').equals(Buffer.from(signature, 'base64')), how).toBe(true)
      expect(await reason(verify, { os: 'web', signature: respelled }), how).toMatch(
        /not standard base64|already used/,
      )
    }
    expect(await reason(verify, { os: 'web', signature })).toBe(
      'Signature already used: sign every request anew',
    )

    // OpenSSL also decrypts a ciphertext shorter than the modulus: one of every 256 starts with a
    // zero byte, and the same ciphertext without it decrypts to the same text.
    let zeroLed = Buffer.alloc(0)
    while (zeroLed[0] !== 0)
      zeroLed = Buffer.from(signedHeaders(keys.web.publicPem, 'web', { timeMs: NOW }).signature, 'base64')
    expect(await reason(verify, { os: 'web', signature: zeroLed.toString('base64') })).toBe('accepted')
    expect(await reason(verify, { os: 'web', signature: zeroLed.subarray(1).toString('base64') })).toMatch(
      /cannot be decrypted with the web platform key: it is not 256 bytes/,
    )
  })

  it('accepts the WebCrypto header of @kid/shared/signature (what browsers send)', async () => {
    const key = await importSignatureKey(keys.mobile.publicPem)
    const signature = await signatureHeader(key, 'mobile', '1.2.3', NOW)
    expect(await reason(verifier(), { os: 'mobile', version: '1.2.3', signature })).toBe('accepted')
  })
})

describe('platform keys', () => {
  it('are generated once into DATA_DIR/keys, private to the owner, and reused', async () => {
    const again = await loadPlatformKeys(
      { web: undefined, android: undefined, ios: undefined, mobile: undefined },
      dataDir,
    )
    expect(again.web.publicPem).toBe(keys.web.publicPem)
    expect(new Set(Object.values(keys).map((k) => k.publicPem)).size).toBe(4)
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
    expect(fromEnv.web.publicPem).not.toBe(keys.web.publicPem)
  })
})
