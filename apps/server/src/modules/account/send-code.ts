import { EMAIL_CODE_TYPE, type EmailCodeType } from '@kid/shared/email-code'
import { requireCaptcha } from '../../platform/captcha/require-captcha.ts'
import { badRequest } from '../../platform/errors.ts'
import { DAY_MS, recordAttempt } from './attempts.ts'
import type { AuthDeps, Client } from './auth-deps.ts'
import { passCaptchaGate } from './captcha-gate.ts'
import { assertCodeSendAllowed } from './code-limits.ts'
import { clockOf, issueCode, resendWait, sentWithin } from './email-code.ts'
import { findUserByEmail } from './users.ts'

export const EMAIL_REGISTERED_MSG = 'This email is already registered.'

/**
 * GET open/sendemail: a 4-digit code by mail (spec 000 §4). Per type:
 * - reg (1): an address that already has an account is refused with a clear message (what the
 *   product's users need to hear; open/checkemail tells the same anyway);
 * - forgot (2) and editPass (4): an unknown address gets the same success, but no mail, so the
 *   call does not reveal who has an account;
 * - bindEmail / verify (5): always sent (third-party sign-in proves the address).
 * One code per address and type lives at a time; a new one only after 60 s. A second code for an
 * address and flow within a day needs the captcha; an address paused after wrong codes, or past its day's
 * codes, gets none (code-limits.ts).
 */
export async function sendCode(deps: AuthDeps, rawEmail: string, type: EmailCodeType, client: Client) {
  const email = rawEmail.toLowerCase()
  const now = clockOf(deps)
  const user = await findUserByEmail(deps.db, email)
  // Refused before the captcha: no code goes out, and open/checkemail tells the same anyway.
  if (type === EMAIL_CODE_TYPE.reg && user) throw badRequest(EMAIL_REGISTERED_MSG)
  // A second code of one flow for an address within a day always needs the captcha, so fresh
  // codes (and their fresh tries) cannot be farmed by a script.
  if (await sentWithin(deps.db, email, type, DAY_MS, now)) await requireCaptcha(deps.captcha, client)
  else await passCaptchaGate(deps, 'code', email, client, now)
  deps.blacklist.assertAllowed({ device: client.device, ip: client.ip })

  await assertCodeSendAllowed(deps.db, email, now)
  const wait = await resendWait(deps.db, email, type, now)
  if (wait > 0) throw badRequest(`Please wait ${wait} seconds before requesting a new code.`)
  const needsAccount = type === EMAIL_CODE_TYPE.forgot || type === EMAIL_CODE_TYPE.editPass
  await Promise.all([
    recordAttempt(deps.db, 'code-ip', client.ip, now),
    recordAttempt(deps.db, 'code-email', email, now),
  ])
  await issueCode(deps, email, type, !needsAccount || user !== undefined)
}
