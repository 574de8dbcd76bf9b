import type { RegisterBody } from '@kid/shared/account/calls'
import { REGISTER_TYPE, type User } from '@kid/shared/account/user'
import { EMAIL_CODE_TYPE } from '@kid/shared/email-code'
import { pgErrorOf } from '../../platform/db/pg-error.ts'
import { badRequest } from '../../platform/errors.ts'
import type { AuthDeps, Client } from './auth-deps.ts'
import { withCode } from './email-code.ts'
import { inviterByCode } from './invite.ts'
import { hashPassword } from './password.ts'
import { signInUser } from './profile/user-view.ts'
import { EMAIL_REGISTERED_MSG } from './send-code.ts'
import { createUser, findUserByEmail } from './users.ts'

/**
 * POST open/register: e-mail, password and the code mailed for type reg; optional avatar and
 * invite code, or the denet partner flow (denet, activity). Creates the account (registertype 1,
 * e-mail verified by the code), records who invited it, signs in and answers the user with its
 * token (with the welcome gift, which the route adds: welcome.ts). An unknown invite code is ignored (it comes from a shared link, and a stale link must
 * not stop a sign-up).
 */
export async function register(deps: AuthDeps, body: RegisterBody, client: Client): Promise<User> {
  const email = body.email.toLowerCase()
  deps.blacklist.assertAllowed({ device: client.device, ip: client.ip })
  if (await findUserByEmail(deps.db, email)) throw badRequest(EMAIL_REGISTERED_MSG)
  const passwordHash = await hashPassword(body.password)
  const inviter = body.invitecode ? await inviterByCode(deps.db, body.invitecode) : undefined

  return withCode(deps, { email, type: EMAIL_CODE_TYPE.reg, code: body.code, ip: client.ip }, async (tx) => {
    const { id } = await createUser(tx, {
      email,
      passwordHash,
      registertype: REGISTER_TYPE.email,
      headimgurl: body.headimgurl,
      inviterId: inviter?.id,
      emailVerifiedAt: new Date(),
      denet: body.denet,
      activity: body.activity,
    }).catch((error) => {
      // Two sign-ups of one address at once: the unique e-mail lets one win.
      if (isUniqueViolation(error)) throw badRequest(EMAIL_REGISTERED_MSG)
      throw error
    })
    return signInUser(tx, id, client)
  })
}

/** A PostgreSQL unique violation (23505), as node-postgres or PGlite report it, possibly wrapped. */
export function isUniqueViolation(error: unknown): boolean {
  return pgErrorOf(error)?.code === '23505'
}
