/**
 * Password rule (spec 000 §5): at least 8 characters with at least one uppercase
 * letter and one digit, from letters, digits and common symbols. "Common symbols" is
 * every printable ASCII punctuation mark (what a keyboard types without a compose key);
 * spaces and other characters are refused because keyboards and IMEs on other devices
 * may not reproduce them. No upper limit: only the SHA-256 hash is ever sent.
 */
// The rule as plain functions, for the pages (no zod); password.ts adds the calls' schemas.

export const PASSWORD_HINT = '*At least 8 characters, 1 uppercase letter, 1 number'
export const PASSWORD_FORMAT_ERROR = '*Incorrect password format.'
export const PASSWORD_MISMATCH = 'Passwords did not match.'
export const PASSWORD_MIN_LENGTH = 8
/** \x21-\x7E is printable ASCII without the space: letters, digits and punctuation. */
export const PASSWORD_PATTERN = /^(?=.*[A-Z])(?=.*\d)[\x21-\x7E]{8,}$/

export function isValidPassword(value: string): boolean {
  return PASSWORD_PATTERN.test(value)
}
