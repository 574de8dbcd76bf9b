import { createPrivateKey, createPublicKey, generateKeyPair, hkdfSync, type KeyObject } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { PLATFORMS, type Platform } from '@kid/shared/headers'

/** A platform's key pair, parsed once: decrypting with a KeyObject skips PEM parsing per request. */
export type PlatformKey = {
  privateKey: KeyObject
  publicPem: string
  /** The key of the sealed (`x25519.`) header, derived from the RSA key: see x25519Of. */
  x25519: { privateKey: KeyObject; publicRaw: Buffer; publicPem: string }
}
export type PlatformKeys = Record<Platform, PlatformKey>

const generate = promisify(generateKeyPair)

/**
 * Keys come from PLATFORM_KEY_* when given; otherwise each is generated once into DATA_DIR/keys
 * (mode 0600) and reused on every start, so clients that cached the public key keep working.
 */
export async function loadPlatformKeys(
  fromEnv: Record<Platform, string | undefined>,
  dataDir: string,
): Promise<PlatformKeys> {
  const dir = join(dataDir, 'keys')
  await mkdir(dir, { recursive: true, mode: 0o700 })
  const entries = await Promise.all(
    PLATFORMS.map(async (platform) => {
      const pem =
        fromEnv[platform]?.replaceAll('\\n', '\n') ?? (await storedKey(join(dir, `${platform}.pem`)))
      const privateKey = createPrivateKey(pem)
      const publicPem = createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString()
      return [platform, { privateKey, publicPem, x25519: x25519Of(privateKey) }] as const
    }),
  )
  return Object.fromEntries(entries) as PlatformKeys
}

async function storedKey(file: string): Promise<string> {
  const existing = await readFile(file, 'utf8').catch(() => undefined)
  if (existing) return existing
  const { privateKey } = await generate('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  })
  try {
    // 'wx': when two copies start at once on one DATA_DIR, the first key written wins.
    await writeFile(file, privateKey, { mode: 0o600, flag: 'wx' })
    return privateKey
  } catch {
    return readFile(file, 'utf8')
  }
}

/** PKCS#8 DER of an X25519 private key, up to its 32 key bytes (RFC 8410). */
const X25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b656e04220420', 'hex')

/**
 * The platform's X25519 key, derived from its RSA key by HKDF-SHA256 rather than stored beside it:
 * PLATFORM_KEY_* and DATA_DIR/keys stay one secret per platform, copies that share it share both
 * keys, and replacing the RSA key replaces both.
 */
function x25519Of(rsaPrivateKey: KeyObject): PlatformKey['x25519'] {
  const rsaDer = rsaPrivateKey.export({ type: 'pkcs8', format: 'der' })
  const seed = Buffer.from(hkdfSync('sha256', rsaDer, 'kid', 'x25519 signature key', 32))
  const privateKey = createPrivateKey({
    key: Buffer.concat([X25519_PKCS8_PREFIX, seed]),
    format: 'der',
    type: 'pkcs8',
  })
  const publicKey = createPublicKey(privateKey)
  const publicPem = publicKey.export({ type: 'spki', format: 'pem' }).toString()
  const publicRaw = publicKey.export({ type: 'spki', format: 'der' }).subarray(-32)
  return { privateKey, publicRaw, publicPem }
}
