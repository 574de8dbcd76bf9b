/**
 * Verification code (spec 000 §5, §9): exactly 4 digits, one per box; OK is enabled
 * only at 4 digits; resending waits out a 60 s countdown.
 */
// The rule as plain functions, for the pages (no zod); code.ts adds the calls' schemas.
import { CODE_RESEND_COOLDOWN_S, VERIFICATION_CODE_LENGTH } from '../constants.ts'

export const CODE_PATTERN = /^\d{4}$/
/** Ours: the spec shows no message for a malformed code (the OK button stays disabled). */
export const CODE_INVALID = '*Enter the 4-digit code.'

export function isCompleteCode(value: string): boolean {
  return CODE_PATTERN.test(value)
}

/** What the boxes keep of typed or pasted text: its digits, at most 4. */
export function codeDigits(input: string): string {
  return input.replace(/\D/g, '').slice(0, VERIFICATION_CODE_LENGTH)
}

/** Whole seconds left before a code sent at `sentAt` (ms) may be sent again; 0 when it may. */
export function resendSecondsLeft(sentAt: number, now = Date.now()): number {
  const left = CODE_RESEND_COOLDOWN_S * 1000 - (now - sentAt)
  return left > 0 ? Math.ceil(left / 1000) : 0
}
