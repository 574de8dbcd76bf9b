import { Code } from '@kid/shared/codes'
import { ApiError } from '../../lib/api/client.ts'

/** open/auto answers 1511471 when the provider vouched for no e-mail: the user gives one (/bind/email). */
export function needsEmail(error: unknown): boolean {
  return error instanceof ApiError && error.code === Code.OAUTH_EMAIL_REQUIRED
}
