import { keystoreSchema } from '@kid/shared/kidwallet/calls'
import { describe, expect, it } from 'vitest'
import { decryptKeystore, encryptKeystore, WrongPasswordError } from './keystore.ts'
import { accountOfSecret, newPhrase, readSecret } from './secret.ts'

const phrase = newPhrase()
const key = readSecret(`0x${'11'.repeat(32)}`)

describe('the KID wallet keystore', () => {
  it('opens with its password to the same phrase, and the server’s schema accepts it', async () => {
    const keystore = await encryptKeystore(phrase, 'Correct horse 1')
    expect(keystoreSchema.safeParse(keystore).success).toBe(true)
    expect(keystore.address).toBe(accountOfSecret(phrase).address.toLowerCase())
    expect(keystore.crypto.ciphertext).not.toContain(Buffer.from(phrase.value).toString('hex'))
    expect(await decryptKeystore(keystore, 'Correct horse 1')).toEqual(phrase)
  })

  it('round-trips a private key', async () => {
    if (!key) throw new Error('the test key did not read')
    const keystore = await encryptKeystore(key, 'another pass')
    expect(keystore.kind).toBe('privateKey')
    expect(await decryptKeystore(keystore, 'another pass')).toEqual(key)
  })

  it('refuses a wrong password', async () => {
    const keystore = await encryptKeystore(phrase, 'Correct horse 1')
    await expect(decryptKeystore(keystore, 'Correct horse 2')).rejects.toBeInstanceOf(WrongPasswordError)
  })

  it('refuses a tampered ciphertext, iv or header', async () => {
    const keystore = await encryptKeystore(phrase, 'pw-12345')
    const flip = (hex: string) => (hex[0] === '0' ? '1' : '0') + hex.slice(1)
    const tampered = [
      { ...keystore, crypto: { ...keystore.crypto, ciphertext: flip(keystore.crypto.ciphertext) } },
      { ...keystore, crypto: { ...keystore.crypto, iv: flip(keystore.crypto.iv) } },
      { ...keystore, address: `0x${'ab'.repeat(20)}` },
      { ...keystore, kind: 'privateKey' as const },
    ]
    for (const edited of tampered)
      await expect(decryptKeystore(edited, 'pw-12345')).rejects.toBeInstanceOf(WrongPasswordError)
  })

  it('reads phrases in any spacing and case, and keys with or without 0x; refuses the rest', () => {
    expect(readSecret(`  ${phrase.value.toUpperCase().replaceAll(' ', '   ')} `)).toEqual(phrase)
    expect(readSecret('11'.repeat(32))).toEqual(key)
    expect(readSecret(phrase.value.replace(/\w+$/, 'zzzz'))).toBeNull()
    expect(readSecret('0x1234')).toBeNull()
    expect(readSecret(`0x${'00'.repeat(32)}`)).toBeNull()
  })
})
