import { ApiError } from '../../lib/api/client.ts'

/** open/auto refuses a third-party account that has no e-mail yet: the user gives one (/bind/email). */
export function needsEmail(error: unknown): boolean {
  return error instanceof ApiError && /e-?mail/i.test(error.message)
}
