// The calls' schema of the e-mail rule (email-rule.ts, which pages import instead: no zod there).
import { z } from 'zod'
import { EMAIL_INVALID, EMAIL_MAX_LENGTH, EMAIL_PATTERN } from './email-rule.ts'

export * from './email-rule.ts'

/** Surrounding white space (a pasted address) is trimmed before checking. */
export const emailSchema = z
  .string()
  .trim()
  .max(EMAIL_MAX_LENGTH, { error: EMAIL_INVALID })
  .regex(EMAIL_PATTERN, { error: EMAIL_INVALID })
export type Email = z.infer<typeof emailSchema>
