import { parseSignaturePlaintext } from '@kid/shared/headers'
import { type PublishedKeys, SESSION_KEY_LIFETIME_MS } from '@kid/shared/signature'
import { describe, expect, it, vi } from 'vitest'
import { createSigner } from './signature.ts'

async function keyPair() {
  const pair = await crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  )
  const spki = new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey))
  const b64 = btoa(String.fromCharCode(...spki))
  const pem = `-----BEGIN PUBLIC KEY-----\n${b64.match(/.{1,64}/g)?.join('\n')}\n-----END PUBLIC KEY-----\n`
  return { pem, privateKey: pair.privateKey }
}

async function decrypt(privateKey: CryptoKey, signature: string) {
  const bytes = Uint8Array.from(atob(signature), (c) => c.charCodeAt(0))
  return new TextDecoder().decode(await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, privateKey, bytes))
}

const keysOf = (web: string, x25519?: string): PublishedKeys => ({
  web,
  android: web,
  ios: web,
  mobile: web,
  x25519: x25519 ? { web: x25519, android: x25519, ios: x25519, mobile: x25519 } : undefined,
})

async function x25519Pem() {
  const pair = (await crypto.subtle.generateKey({ name: 'X25519' }, true, ['deriveBits'])) as CryptoKeyPair
  const spki = new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey))
  return `-----BEGIN PUBLIC KEY-----\n${btoa(String.fromCharCode(...spki))}\n-----END PUBLIC KEY-----\n`
}

describe('createSigner', () => {
  it('seals with X25519 when the platform publishes that key, and stays with RSA when it does not', async () => {
    const { pem } = await keyPair()
    const sealed = createSigner({ fetchKeys: async () => keysOf(pem, await x25519Pem()) })
    // 32 bytes of ephemeral key, a 12-byte nonce, `web|<13 digits>|1.0.0` (23 bytes) and a 16-byte tag: 83 bytes.
    expect(await sealed()).toMatch(/^x25519s\.[A-Za-z0-9+/]{111}=$/)
    const rsa = createSigner({ fetchKeys: async () => keysOf(pem) })
    expect(await rsa()).toMatch(/^[A-Za-z0-9+/]{342}==$/)
  })

  it('seals with one ephemeral key for ten minutes, then agrees a new one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      const { pem } = await keyPair()
      const sign = createSigner({ fetchKeys: async () => keysOf(pem, await x25519Pem()) })
      const ephemeralOf = async () => (await sign()).slice('x25519s.'.length, 'x25519s.'.length + 42)
      const first = await ephemeralOf()
      vi.setSystemTime(Date.now() + SESSION_KEY_LIFETIME_MS - 1)
      expect(await ephemeralOf()).toBe(first)
      vi.setSystemTime(Date.now() + 1)
      expect(await ephemeralOf()).not.toBe(first)
    } finally {
      vi.useRealTimers()
    }
  })

  it('encrypts web|time|version under the platform key, fetching the key once', async () => {
    const { pem, privateKey } = await keyPair()
    let fetches = 0
    let time = 1_700_000_000_000
    const sign = createSigner({
      fetchKeys: async () => {
        fetches++
        return keysOf(pem)
      },
      now: () => time++,
    })
    const first = await sign()
    const second = await sign()
    expect(fetches).toBe(1)
    expect(first).not.toBe(second)
    expect(parseSignaturePlaintext(await decrypt(privateKey, first))).toEqual({
      os: 'web',
      timeMs: 1_700_000_000_000,
      version: '1.0.0',
    })
  })

  it('tries the key again after a failed fetch', async () => {
    const { pem } = await keyPair()
    let calls = 0
    const sign = createSigner({
      fetchKeys: async () => {
        calls++
        if (calls === 1) throw new Error('offline')
        return keysOf(pem)
      },
    })
    await expect(sign()).rejects.toThrow('offline')
    await expect(sign()).resolves.toMatch(/^[A-Za-z0-9+/]+=*$/)
    expect(calls).toBe(2)
  })
})
