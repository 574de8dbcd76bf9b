import type { CaptchaConfig } from '../config/config.ts'
import { AltchaCaptcha, type ClaimOnce } from './altcha.ts'
import { loadCaptchaHmacKey } from './hmac-key.ts'
import { HostedCaptcha } from './hosted.ts'
import type { CaptchaVerifier } from './verifier.ts'

export type Captcha = CaptchaVerifier & {
  /** Only the self-hosted ALTCHA serves challenges itself. */
  altcha: AltchaCaptcha | undefined
}

/** The configured captcha provider (CAPTCHA_PROVIDER). */
export async function createCaptcha(
  config: CaptchaConfig,
  deps: { dataDir: string; claimOnce: ClaimOnce; fetch?: typeof fetch },
): Promise<Captcha> {
  if (config.provider === 'altcha') {
    const altcha = new AltchaCaptcha({
      hmacKey: await loadCaptchaHmacKey(config.hmacKey, deps.dataDir),
      claimOnce: deps.claimOnce,
      ...config.altchaDifficulty,
    })
    return { provider: 'altcha', altcha, verify: (token) => altcha.verify(token) }
  }
  const hosted = new HostedCaptcha({
    provider: config.provider,
    siteKey: config.siteKey,
    secret: config.secret ?? '',
    fetch: deps.fetch,
  })
  return { provider: hosted.provider, altcha: undefined, verify: (token, ip) => hosted.verify(token, ip) }
}
