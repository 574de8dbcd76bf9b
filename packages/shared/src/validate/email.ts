/**
 * E-mail rule (spec 000 §5): a standard e-mail pattern, else '*Please enter a valid
 * email address.' "Standard" is the WHATWG pattern browsers use for
 * <input type="email">, so the form's own check and ours never disagree; 254
 * characters is the longest address SMTP can deliver to.
 */
import { z } from 'zod'

export const EMAIL_INVALID = '*Please enter a valid email address.'
export const EMAIL_MAX_LENGTH = 254
export const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/

/** Surrounding white space (a pasted address) is trimmed before checking. */
export const emailSchema = z
  .string()
  .trim()
  .max(EMAIL_MAX_LENGTH, { error: EMAIL_INVALID })
  .regex(EMAIL_PATTERN, { error: EMAIL_INVALID })
export type Email = z.infer<typeof emailSchema>

export function isValidEmail(value: string): boolean {
  return emailSchema.safeParse(value).success
}
