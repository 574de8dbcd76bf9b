import {
  checkCodeBody,
  checkEmailQuery,
  loginBody,
  registerBody,
  resetPasswordBody,
  sendEmailQuery,
  updatePasswordBody,
} from '@kid/shared/account/calls'
import { ok } from '@kid/shared/envelope'
import { TEXT } from '@kid/shared/texts'
import type { FastifyPluginAsync } from 'fastify'
import type { ZodTypeProvider } from '../../platform/validation.ts'
import { clientOf } from './auth-deps.ts'
import { sessionUserOf } from './callers.ts'
import { checkCode } from './email-code.ts'
import { login } from './login.ts'
import { resetPassword, updatePassword } from './password-change.ts'
import { loadUserView } from './profile/user-view.ts'
import { register } from './register.ts'
import type { AccountRouteDeps } from './routes.ts'
import { sendCode } from './send-code.ts'
import { revokeSession } from './session.ts'
import { isRegistered } from './users.ts'

const base = '/api/accountservice'
/** Per-IP limits of the sign-in and code calls (per minute); the captcha and per-account window sit below them. */
const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: 60_000 } })

/** E-mail sign-up, sign-in, codes, passwords, the session user and sign-out (spec 000 §4, §7). */
export const authRoutes: FastifyPluginAsync<AccountRouteDeps> = async (app, deps) => {
  const r = app.withTypeProvider<ZodTypeProvider>()

  r.get(
    `${base}/open/sendemail`,
    { schema: { querystring: sendEmailQuery }, config: perMinute(10) },
    async (request) =>
      ok(
        await sendCode(deps, request.query.email, request.query.type, clientOf(request)).then(() => null),
        TEXT.codeSent,
      ),
  )
  r.post(
    `${base}/open/checkcode`,
    { schema: { body: checkCodeBody }, config: perMinute(20) },
    async (request) =>
      ok(
        await checkCode(deps, {
          email: request.body.email.toLowerCase(),
          code: request.body.code,
          type: request.body.type,
          ip: request.clientIp,
        }).then(() => null),
      ),
  )
  r.get(
    `${base}/open/checkemail`,
    { schema: { querystring: checkEmailQuery }, config: perMinute(20) },
    async (request) => ok({ registered: await isRegistered(deps.db, request.query.email) }),
  )
  r.post(
    `${base}/open/register`,
    { schema: { body: registerBody }, config: { ...perMinute(10), session: 'open' } },
    async (request) => ok(await deps.welcome.answer(await register(deps, request.body, clientOf(request)))),
  )
  r.post(
    `${base}/open/login`,
    { schema: { body: loginBody }, config: { ...perMinute(20), session: 'open' } },
    async (request) => ok(await deps.welcome.answer(await login(deps, request.body, clientOf(request)))),
  )
  r.post(
    `${base}/open/resetpassword`,
    { schema: { body: resetPasswordBody }, config: perMinute(10) },
    async (request) =>
      ok(
        await resetPassword(deps, request.body, request.clientIp).then(() => null),
        'Your password has been reset. Please log in.',
      ),
  )
  r.post(
    `${base}/user/updatepassword`,
    { schema: { body: updatePasswordBody }, config: perMinute(10) },
    async (request) =>
      ok(
        await updatePassword(deps, userOf(request), request.body, request.clientIp).then(() => null),
        'Your password has been changed.',
      ),
  )
  r.get(`${base}/user/info`, async (request) => ok(await loadUserView(deps.db, userOf(request).id)))
  // Spec 000 §7 "POST /user/login": refreshes the session user; the token stays the caller's.
  r.post(`${base}/user/login`, { config: { session: 'open' } }, async (request) =>
    ok({ token: request.ctx.token, ...(await loadUserView(deps.db, userOf(request).id)) }),
  )
  r.post(`${base}/user/logout`, { config: { session: 'close' } }, async (request) =>
    ok(await revokeSession(deps.db, request.ctx.token ?? '').then(() => null), 'You are signed out.'),
  )
}

/** Login-required routes always have a user (the API guard refused the call otherwise). */
export const userOf = sessionUserOf
