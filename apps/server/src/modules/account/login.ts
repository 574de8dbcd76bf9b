import type { LoginBody } from '@kid/shared/account/calls'
import type { User } from '@kid/shared/account/user'
import { badRequest } from '../../platform/errors.ts'
import { clearAttempts, countAttempts, LOGIN_FAILURES_PER_HOUR, recordAttempt } from './attempts.ts'
import type { AuthDeps, Client } from './auth-deps.ts'
import { passCaptchaGate } from './captcha-gate.ts'
import { verifyPassword } from './password.ts'
import { signInUser } from './profile/user-view.ts'
import { findUserByEmail } from './users.ts'

export const LOGIN_FAILED_MSG = 'Incorrect email or password.'
export const LOGIN_LOCKED_MSG =
  'Too many failed sign-ins for this account. Please try again in an hour, or reset your password.'

/**
 * POST open/login: e-mail and password (the client's SHA-256 hex). Each success opens a new session
 * with a new token. Defences, in order: captcha after a few failures from the IP or for the e-mail,
 * blocked device or IP, at most 100 failures an hour per e-mail (then even the right password is
 * refused), the password itself (timing flat for unknown e-mails), and a blocked account — told
 * only to whoever knows its password.
 */
export async function login(deps: AuthDeps, body: LoginBody, client: Client): Promise<User> {
  const email = body.email.toLowerCase()
  await passCaptchaGate(deps, 'login', email, client)
  deps.blacklist.assertAllowed({ device: client.device, ip: client.ip })
  if ((await countAttempts(deps.db, 'login-email', email, 3600_000)) >= LOGIN_FAILURES_PER_HOUR) {
    throw badRequest(LOGIN_LOCKED_MSG)
  }

  const user = await findUserByEmail(deps.db, email)
  if (!(await verifyPassword(user?.passwordHash, body.password)) || !user) {
    await Promise.all([
      recordAttempt(deps.db, 'login-email', email),
      recordAttempt(deps.db, 'login-ip', client.ip),
    ])
    throw badRequest(LOGIN_FAILED_MSG)
  }
  deps.blacklist.assertAllowed({ userId: user.id, ip: client.ip })
  await clearAttempts(deps.db, 'login-email', email)
  return signInUser(deps.db, user.id, client)
}
