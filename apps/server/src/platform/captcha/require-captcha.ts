import { Code } from '@kid/shared/codes'
import { ApiError } from '../errors.ts'
import type { CaptchaVerifier } from './verifier.ts'

export const CAPTCHA_REQUIRED_MSG = 'Please complete the captcha to continue.'

/**
 * A call that always needs a solved captcha (the `recaptcha` header): 1511721 without a token, so
 * the client shows the challenge and sends the call again; 1511722 with the reason for a bad one.
 */
export async function requireCaptcha(
  captcha: CaptchaVerifier,
  caller: { ip: string; recaptcha: string | undefined },
): Promise<void> {
  if (!caller.recaptcha) throw new ApiError(Code.CAPTCHA_REQUIRED, CAPTCHA_REQUIRED_MSG)
  const verdict = await captcha.verify(caller.recaptcha, caller.ip)
  if (!verdict.ok) throw new ApiError(Code.CAPTCHA_FAILED, verdict.reason)
}
