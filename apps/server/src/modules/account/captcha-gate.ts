import { requireCaptcha } from '../../platform/captcha/require-captcha.ts'
import type { CaptchaVerifier } from '../../platform/captcha/verifier.ts'
import type { Db } from '../../platform/db/database.ts'
import {
  type AttemptKind,
  CAPTCHA_AFTER_CODE_REQUESTS,
  CAPTCHA_AFTER_LOGIN_FAILURES,
  CAPTCHA_WINDOW_MS,
  countAttempts,
} from './attempts.ts'

export type GateDeps = { db: Db; captcha: CaptchaVerifier }
/** Who is asking: the client IP and the captcha token of the `recaptcha` header, if any. */
export type Caller = { ip: string; recaptcha: string | undefined }

const GATES = {
  login: { kinds: ['login-ip', 'login-email'], after: CAPTCHA_AFTER_LOGIN_FAILURES },
  code: { kinds: ['code-ip', 'code-email'], after: CAPTCHA_AFTER_CODE_REQUESTS },
} as const satisfies Record<string, { kinds: readonly [AttemptKind, AttemptKind]; after: number }>

/**
 * The captcha comes before the hard limits: after a few failed sign-ins (or code requests) from one
 * IP or for one e-mail within 15 minutes, the call answers 1511721 until it carries a valid captcha
 * token; a bad token is 1511722 with the reason. A good token lets this one call through.
 */
export async function passCaptchaGate(
  deps: GateDeps,
  gate: keyof typeof GATES,
  email: string,
  caller: Caller,
  now = new Date(),
): Promise<void> {
  const { kinds, after } = GATES[gate]
  const [byIp, byEmail] = await Promise.all([
    countAttempts(deps.db, kinds[0], caller.ip, CAPTCHA_WINDOW_MS, now),
    countAttempts(deps.db, kinds[1], email, CAPTCHA_WINDOW_MS, now),
  ])
  if (byIp < after && byEmail < after) return
  await requireCaptcha(deps.captcha, caller)
}
