import type { CaptchaProvider } from '@kid/shared/public-config'

/** Why a captcha token was refused, in words a person can act on. */
export type CaptchaVerdict = { ok: true } | { ok: false; reason: string }

/** Checks the token of the `recaptcha` header; each provider's token is good for one call. */
export interface CaptchaVerifier {
  readonly provider: CaptchaProvider
  verify(token: string, remoteIp: string): Promise<CaptchaVerdict>
}
