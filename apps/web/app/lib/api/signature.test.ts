import { parseSignaturePlaintext } from '@kid/shared/headers'
import { describe, expect, it } from 'vitest'
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

describe('createSigner', () => {
  it('encrypts web|time|version under the platform key, fetching the key once', async () => {
    const { pem, privateKey } = await keyPair()
    let fetches = 0
    let time = 1_700_000_000_000
    const sign = createSigner({
      fetchPublicKey: async () => {
        fetches++
        return pem
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
      fetchPublicKey: async () => {
        calls++
        if (calls === 1) throw new Error('offline')
        return pem
      },
    })
    await expect(sign()).rejects.toThrow('offline')
    await expect(sign()).resolves.toMatch(/^[A-Za-z0-9+/]+=*$/)
    expect(calls).toBe(2)
  })
})
