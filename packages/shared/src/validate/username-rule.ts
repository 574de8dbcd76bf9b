/**
 * Username rule (spec 000 §5): 4 to 16 characters of letters, digits, underscore or
 * hyphen. ASCII letters only: usernames appear in URLs and mentions, where look-alike
 * letters from other scripts would let one user pose as another.
 */
// The rule as plain functions, for the pages (no zod); username.ts adds the calls' schemas.

export const USERNAME_MIN_LENGTH = 4
export const USERNAME_MAX_LENGTH = 16
export const USERNAME_PATTERN = /^[A-Za-z0-9_-]{4,16}$/
/** Ours: the spec gives no message for this rule. */
export const USERNAME_INVALID = '*4 to 16 letters, numbers, underscores or hyphens.'

export function isValidUsername(value: string): boolean {
  return USERNAME_PATTERN.test(value)
}
