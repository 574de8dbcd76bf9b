import { createPrivateKey, createPublicKey, generateKeyPair, type KeyObject } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { PLATFORMS, type Platform } from '@kid/shared/headers'

/** A platform's key pair, parsed once: decrypting with a KeyObject skips PEM parsing per request. */
export type PlatformKey = { privateKey: KeyObject; publicPem: string }
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
      return [platform, { privateKey, publicPem }] as const
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
