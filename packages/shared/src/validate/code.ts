// The calls' schemas of the code rule (code-rule.ts, which pages import instead: no zod there).
import { z } from 'zod'
import { CODE_INVALID, CODE_PATTERN } from './code-rule.ts'

export * from './code-rule.ts'

export const verificationCodeSchema = z.string().regex(CODE_PATTERN, { error: CODE_INVALID })
export type VerificationCode = z.infer<typeof verificationCodeSchema>
