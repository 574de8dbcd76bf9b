import type { EmailCodeFlow } from '@kid/shared/email-code'
import { resendSecondsLeft } from '@kid/shared/validate/code-rule'

const key = (email: string, flow: EmailCodeFlow) => `kid:code-sent:${flow}:${email.toLowerCase()}`

/** On a successful send: the 60-second resend marker, per e-mail and type (spec 000 §4). */
export function markCodeSent(email: string, flow: EmailCodeFlow, now = Date.now()): void {
  try {
    localStorage.setItem(key(email, flow), String(now))
  } catch {}
}

/** Seconds before a new code may be sent; 0 when never sent or the countdown is over. */
export function resendWait(email: string, flow: EmailCodeFlow, now = Date.now()): number {
  try {
    const at = Number(localStorage.getItem(key(email, flow)))
    return at ? resendSecondsLeft(at, now) : 0
  } catch {
    return 0
  }
}
