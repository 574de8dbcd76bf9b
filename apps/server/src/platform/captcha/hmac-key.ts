import { randomBytes } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

/**
 * The ALTCHA signing key: CAPTCHA_HMAC_KEY when given (every copy must share it), else generated
 * once into DATA_DIR/keys/captcha-hmac.key and reused, so challenges survive a restart.
 */
export async function loadCaptchaHmacKey(fromEnv: string | undefined, dataDir: string): Promise<string> {
  if (fromEnv) return fromEnv
  const dir = join(dataDir, 'keys')
  await mkdir(dir, { recursive: true, mode: 0o700 })
  const file = join(dir, 'captcha-hmac.key')
  const existing = (await readFile(file, 'utf8').catch(() => '')).trim()
  if (existing) return existing
  try {
    // 'wx': when two copies start at once on one DATA_DIR, the first key written wins.
    await writeFile(file, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' })
  } catch {}
  return (await readFile(file, 'utf8')).trim()
}
