import type { BindEmailBody, ThirdLoginBody } from '@kid/shared/account/calls'
import {
  OAUTH_PROVIDERS,
  type OAuthProvider,
  REGISTER_TYPE,
  type RegisterType,
  type User,
} from '@kid/shared/account/user'
import { Code } from '@kid/shared/codes'
import { EMAIL_CODE_TYPE } from '@kid/shared/email-code'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../../platform/db/database.ts'
import { ApiError, badRequest } from '../../../platform/errors.ts'
import { type CodeStore, withCode } from '../email-code.ts'
import { type SignInGate, signInUser } from '../profile/user-view.ts'
import { isUniqueViolation } from '../register.ts'
import { accountOauthIdentity } from '../tables/oauth.ts'
import { accountUser } from '../tables.ts'
import { createUser, findUserByEmail } from '../users.ts'
import { closePending, openPending, type Pending } from './pending.ts'

export type ThirdLoginDeps = CodeStore & { gate?: SignInGate | undefined }
export type ThirdLoginClient = { ip: string; device: string | undefined }

export const EMAIL_REQUIRED_MSG = 'Please enter your email address to finish signing in.'

/**
 * POST open/auto (spec 000 §7 third-party login), after the provider's callback stored a pending
 * sign-in: a linked identity signs its account in; else a verified e-mail from the provider links
 * the account with that e-mail or creates one; else the caller must bring an e-mail and its code
 * (type 5) — without them the answer is 1511471 (collect an e-mail at /bind/email).
 */
export async function thirdLogin(
  deps: ThirdLoginDeps,
  body: ThirdLoginBody,
  client: ThirdLoginClient,
): Promise<User> {
  const provider = providerOf(body.registertype)
  if (body.email && body.code) {
    return withEmailCode(deps, provider, body.openid, body.email, body.code, client)
  }
  return retryOnRace(() =>
    deps.db.transaction(async (tx) => {
      const pending = await openPending(tx, body.openid, provider)
      const linked = await linkedUser(tx, provider, pending.subject)
      if (linked !== undefined) return finish(deps, tx, pending, linked, client)
      if (!pending.email || !pending.emailVerified) {
        throw new ApiError(Code.OAUTH_EMAIL_REQUIRED, EMAIL_REQUIRED_MSG)
      }
      const userId = await linkOrCreate(tx, provider, pending, pending.email)
      return finish(deps, tx, pending, userId, client)
    }),
  )
}

/** POST open/bindingemail: the e-mail and its code (type 5) complete a pending third-party sign-in. */
export function bindingEmail(
  deps: ThirdLoginDeps,
  body: BindEmailBody,
  client: ThirdLoginClient,
): Promise<User> {
  return withEmailCode(deps, providerOf(body.registertype), body.openid, body.email, body.code, client)
}

function withEmailCode(
  deps: ThirdLoginDeps,
  provider: OAuthProvider,
  openid: string,
  rawEmail: string,
  code: string,
  client: ThirdLoginClient,
): Promise<User> {
  const email = rawEmail.toLowerCase()
  return retryOnRace(() =>
    withCode(deps, { email, type: EMAIL_CODE_TYPE.bindEmail, code, ip: client.ip }, async (tx) => {
      const pending = await openPending(tx, openid, provider)
      const linked = await linkedUser(tx, provider, pending.subject)
      const userId = linked ?? (await linkOrCreate(tx, provider, pending, email))
      return finish(deps, tx, pending, userId, client)
    }),
  )
}

export function providerOf(registertype: RegisterType): OAuthProvider {
  const provider = OAUTH_PROVIDERS.find((p) => REGISTER_TYPE[p] === registertype)
  if (!provider) throw badRequest('Invalid registertype: not a third-party sign-in.')
  return provider
}

async function linkedUser(db: Db, provider: OAuthProvider, subject: string): Promise<number | undefined> {
  const i = accountOauthIdentity
  const [row] = await db
    .select({ userId: i.userId })
    .from(i)
    .where(and(eq(i.provider, provider), eq(i.subject, subject)))
  return row?.userId
}

/** Links the identity to the account of this (verified) e-mail, creating the account if there is none. */
async function linkOrCreate(
  db: Db,
  provider: OAuthProvider,
  pending: Pending,
  email: string,
): Promise<number> {
  const now = new Date()
  const existing = await findUserByEmail(db, email)
  let userId: number
  if (existing) {
    userId = existing.id
    if (!existing.emailVerifiedAt) {
      await db.update(accountUser).set({ emailVerifiedAt: now }).where(eq(accountUser.id, userId))
    }
  } else {
    userId = (await createUser(db, { email, registertype: REGISTER_TYPE[provider], emailVerifiedAt: now })).id
  }
  await db.insert(accountOauthIdentity).values({ provider, subject: pending.subject, userId, email })
  return userId
}

async function finish(
  deps: ThirdLoginDeps,
  tx: Db,
  pending: Pending,
  userId: number,
  client: ThirdLoginClient,
) {
  deps.gate?.assertAllowed({ userId, device: client.device, ip: client.ip })
  await closePending(tx, pending.id)
  return signInUser(tx, userId, client)
}

/**
 * Two completions racing for one new account or identity: the loser's insert hits a unique index
 * and rolls back; run again, it finds what the winner made (or the pending sign-in already used).
 */
async function retryOnRace<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    return work()
  }
}
