// The calls' schemas of the username rule (username-rule.ts, which pages import instead: no zod there).
import { z } from 'zod'
import { USERNAME_INVALID, USERNAME_PATTERN } from './username-rule.ts'

export * from './username-rule.ts'

export const usernameSchema = z.string().regex(USERNAME_PATTERN, { error: USERNAME_INVALID })
export type Username = z.infer<typeof usernameSchema>
