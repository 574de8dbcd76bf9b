/**
 * Username rule (spec 000 §5): 4 to 16 characters of letters, digits, underscore or
 * hyphen. ASCII letters only: usernames appear in URLs and mentions, where look-alike
 * letters from other scripts would let one user pose as another.
 */
import { z } from 'zod'

export const USERNAME_MIN_LENGTH = 4
export const USERNAME_MAX_LENGTH = 16
export const USERNAME_PATTERN = /^[A-Za-z0-9_-]{4,16}$/
/** Ours: the spec gives no message for this rule. */
export const USERNAME_INVALID = '*4 to 16 letters, numbers, underscores or hyphens.'

export const usernameSchema = z.string().regex(USERNAME_PATTERN, { error: USERNAME_INVALID })
export type Username = z.infer<typeof usernameSchema>

export function isValidUsername(value: string): boolean {
  return USERNAME_PATTERN.test(value)
}
