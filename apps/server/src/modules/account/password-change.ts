import type { ResetPasswordBody, UpdatePasswordBody } from '@kid/shared/account/calls'
import { EMAIL_CODE_TYPE } from '@kid/shared/email-code'
import { TEXT } from '@kid/shared/texts'
import { eq } from 'drizzle-orm'
import { badRequest } from '../../platform/errors.ts'
import { clearAttempts } from './attempts.ts'
import { type CodeStore, withCode } from './email-code.ts'
import { hashPassword } from './password.ts'
import type { SessionUser } from './session.ts'
import { revokeAllSessions } from './session.ts'
import { accountUser } from './tables.ts'
import { findUserByEmail } from './users.ts'

/**
 * POST open/resetpassword (forgot password): the code mailed for type forgot sets a new password
 * and ends every session, wherever it was opened. The failure window of the e-mail is cleared, so a
 * locked-out owner gets back in. An unknown e-mail fails like a wrong code (no code was mailed).
 */
export async function resetPassword(store: CodeStore, body: ResetPasswordBody, ip: string): Promise<void> {
  const email = body.email.toLowerCase()
  const passwordHash = await hashPassword(body.password)
  await withCode(store, { email, type: EMAIL_CODE_TYPE.forgot, code: body.code, ip }, async (tx) => {
    const user = await findUserByEmail(tx, email)
    if (!user) throw badRequest(TEXT.codeExpired)
    await tx.update(accountUser).set({ passwordHash }).where(eq(accountUser.id, user.id))
    await revokeAllSessions(tx, user.id)
  })
  await clearAttempts(store.db, 'login-email', email)
}

/**
 * POST user/updatepassword (signed in): the code mailed to the account's own address for type
 * editPass sets a new password; every other session ends, the caller's stays.
 */
export async function updatePassword(
  store: CodeStore,
  user: SessionUser,
  body: UpdatePasswordBody,
  ip: string,
): Promise<void> {
  if (!user.email) throw badRequest('Bind an e-mail address to your account first.')
  const email = user.email
  const passwordHash = await hashPassword(body.password)
  await withCode(store, { email, type: EMAIL_CODE_TYPE.editPass, code: body.code, ip }, async (tx) => {
    await tx.update(accountUser).set({ passwordHash }).where(eq(accountUser.id, user.id))
    await revokeAllSessions(tx, user.id, user.sessionId)
  })
}
