/**
 * The KID wallet keystore (format: docs/kidwallet.md): a secret sealed with the wallet password,
 * scrypt then AES-256-GCM, in the browser. The server keeps it and can never open it. This file
 * (with scrypt and the key derivation) loads only on the wallet pages and when the KID wallet is
 * chosen to connect.
 */
import type { Keystore } from '@kid/shared/kidwallet/calls'
import { IV_BYTES, KDF_PARAMS, KEYSTORE_VERSION, SALT_BYTES } from '@kid/shared/kidwallet/keystore-rule'
import { scryptAsync } from '@noble/hashes/scrypt'
import { bytesToHex, hexToBytes } from 'viem'
import type { WalletSecret } from './secret.ts'
import { accountOfSecret } from './secret.ts'

export class WrongPasswordError extends Error {
  override name = 'WrongPasswordError'
  constructor() {
    super('The wallet password is wrong.')
  }
}

const plain = (hex: string) => hexToBytes(`0x${hex}`)
const hex = (bytes: Uint8Array) => bytesToHex(bytes).slice(2)

/**
 * What the cipher authenticates besides the secret: the version, kind and address, so a keystore
 * whose header was edited (another address shown for the same secret) does not open.
 */
function headerOf(keystore: Pick<Keystore, 'version' | 'kind' | 'address'>): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(`kid-keystore:${keystore.version}:${keystore.kind}:${keystore.address}`)
}

async function aesKey(password: string, salt: Uint8Array, params: Keystore['crypto']['kdfparams']) {
  const raw = await scryptAsync(password.normalize('NFKC'), salt, {
    N: params.n,
    r: params.r,
    p: params.p,
    dkLen: params.dklen,
    // scrypt's cost grows with n: a keystore must not make the browser hold more than 1 GiB.
    maxmem: 2 ** 30 + 2 ** 20,
  })
  return crypto.subtle.importKey('raw', new Uint8Array(raw), 'AES-GCM', false, ['encrypt', 'decrypt'])
}

function secretBytes(secret: WalletSecret): Uint8Array<ArrayBuffer> {
  return secret.kind === 'mnemonic'
    ? new TextEncoder().encode(secret.value.normalize('NFKD'))
    : new Uint8Array(plain(secret.value.slice(2)))
}

/** Seals a secret under a wallet password. */
export async function encryptKeystore(secret: WalletSecret, password: string): Promise<Keystore> {
  const address = accountOfSecret(secret).address.toLowerCase()
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES))
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES))
  const kdfparams = { ...KDF_PARAMS, salt: hex(salt) }
  const header = { version: KEYSTORE_VERSION, kind: secret.kind, address } as const
  const key = await aesKey(password, salt, kdfparams)
  const sealed = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: headerOf(header) },
    key,
    secretBytes(secret),
  )
  return {
    ...header,
    crypto: {
      cipher: 'aes-256-gcm',
      ciphertext: hex(new Uint8Array(sealed)),
      iv: hex(iv),
      kdf: 'scrypt',
      kdfparams,
    },
  }
}

/**
 * Opens a keystore with its password. A wrong password, an edited ciphertext or an edited header
 * all fail the same way (AES-GCM's tag), and a secret that is not the named address's is refused.
 */
export async function decryptKeystore(keystore: Keystore, password: string): Promise<WalletSecret> {
  const { crypto: sealed } = keystore
  const key = await aesKey(password, plain(sealed.kdfparams.salt), sealed.kdfparams)
  let opened: ArrayBuffer
  try {
    opened = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: new Uint8Array(plain(sealed.iv)), additionalData: headerOf(keystore) },
      key,
      new Uint8Array(plain(sealed.ciphertext)),
    )
  } catch {
    throw new WrongPasswordError()
  }
  const bytes = new Uint8Array(opened)
  const secret: WalletSecret =
    keystore.kind === 'mnemonic'
      ? { kind: 'mnemonic', value: new TextDecoder().decode(bytes) }
      : { kind: 'privateKey', value: bytesToHex(bytes) }
  if (accountOfSecret(secret).address.toLowerCase() !== keystore.address) throw new WrongPasswordError()
  return secret
}
