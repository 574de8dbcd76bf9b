// The calls' schemas of the password rule (password-rule.ts, which pages import instead: no zod there).
import { z } from 'zod'
import { PASSWORD_FORMAT_ERROR, PASSWORD_MISMATCH, PASSWORD_PATTERN } from './password-rule.ts'

export * from './password-rule.ts'

export const passwordSchema = z.string().regex(PASSWORD_PATTERN, { error: PASSWORD_FORMAT_ERROR })

/** The reset and register forms: the confirmation must repeat the password. */
export const passwordPairSchema = z
  .object({ password: passwordSchema, confirm: z.string() })
  .refine((pair) => pair.password === pair.confirm, { error: PASSWORD_MISMATCH, path: ['confirm'] })
export type PasswordPair = z.infer<typeof passwordPairSchema>
