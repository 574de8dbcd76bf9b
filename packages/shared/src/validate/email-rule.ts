/**
 * E-mail rule (spec 000 §5): a standard e-mail pattern, else '*Please enter a valid
 * email address.' "Standard" is the WHATWG pattern browsers use for
 * <input type="email">, so the form's own check and ours never disagree; 254
 * characters is the longest address SMTP can deliver to.
 */
// The rule as plain functions, for the pages (no zod); email.ts adds the calls' schema.

export const EMAIL_INVALID = '*Please enter a valid email address.'
export const EMAIL_MAX_LENGTH = 254
export const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/

/** Surrounding white space (a pasted address) is trimmed before checking. */
export function isValidEmail(value: string): boolean {
  const address = value.trim()
  return address.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(address)
}
