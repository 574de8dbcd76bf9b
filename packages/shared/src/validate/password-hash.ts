// The calls' schemas of the password-hash rule (password-hash-rule.ts, which pages import instead: no zod there).
import { z } from 'zod'
import { PASSWORD_HASH_INVALID, PASSWORD_HASH_PATTERN } from './password-hash-rule.ts'

export * from './password-hash-rule.ts'

export const passwordHashSchema = z.string().regex(PASSWORD_HASH_PATTERN, { error: PASSWORD_HASH_INVALID })
export type PasswordHash = z.infer<typeof passwordHashSchema>
