import { changeEmailBody, confirmEmailQuery, undoEmailChangeBody } from '@kid/shared/account/calls'
import { ok } from '@kid/shared/envelope'
import { confirmSubscriptionQuery, subscribeBody, unsubscribeBody } from '@kid/shared/subscription'
import type { FastifyPluginAsync } from 'fastify'
import type { Captcha } from '../../platform/captcha/captcha.ts'
import type { Config } from '../../platform/config/config.ts'
import type { Db } from '../../platform/db/database.ts'
import type { Mailer } from '../../platform/mail/mailer.ts'
import type { OnceWithin } from '../../platform/signature/replay.ts'
import type { ZodTypeProvider } from '../../platform/validation.ts'
import type { WriteBehind } from '../../platform/write-behind.ts'
import type { ChainModule } from '../chain/index.ts'
import { authRoutes, userOf } from './auth-routes.ts'
import type { BlacklistCache } from './blacklist.ts'
import { confirmEmailChange, emailLinkKey, requestEmailChange } from './email-change.ts'
import { undoEmailChange } from './email-change-undo.ts'
import type { EmailVerified } from './email-verified.ts'
import type { IpLimitCache } from './ip-limit.ts'
import { oauthRoutes } from './oauth/routes.ts'
import { profileRoutes } from './profile/routes.ts'
import { siteRoutes } from './site-routes.ts'
import { confirmSubscription, subscribe, unsubscribe } from './subscription.ts'
import { walletRoutes } from './wallet/routes.ts'
import type { Welcome } from './welcome.ts'

export type AccountDeps = {
  config: Config
  db: Db
  mailer: Mailer
  captcha: Captcha
  blacklist: BlacklistCache
  ipLimits: IpLimitCache
  /** Keys e-mail codes and links (platform/captcha/hmac-key: CAPTCHA_HMAC_KEY or generated once). */
  serverSecret: string
  /** One-per-window claims (a visit per visitor and day) and the counters written a few seconds late. */
  onceWithin: OnceWithin
  writeBehind: WriteBehind
  /** The chain, when there is one: smart-contract wallets (EIP-1271 / ERC-6492) sign through it. */
  chain?: ChainModule | undefined
  /** The clock of codes, limits and links; a test's simulated one, else the wall clock. */
  now?: (() => Date) | undefined
}

/**
 * What the account's routes get: its deps, the sign-in answers' welcome gift (welcome.ts), and
 * who is told of a newly verified e-mail (email-verified.ts).
 */
export type AccountRouteDeps = AccountDeps & { welcome: Welcome; emailVerified: EmailVerified }

const base = '/api/accountservice'
/** Calls that send mail or change a subscription: a few per minute and IP is plenty for a person. */
const strict = { rateLimit: { max: 5, timeWindow: 60_000 } }

export const accountRoutes: FastifyPluginAsync<AccountRouteDeps> = async (app, deps) => {
  const r = app.withTypeProvider<ZodTypeProvider>()

  await app.register(authRoutes, deps)
  await app.register(siteRoutes, deps)
  await app.register(walletRoutes, deps)
  await app.register(oauthRoutes, deps)
  await app.register(profileRoutes, deps)

  r.get(`${base}/open/android/url`, async () => ok(deps.config.androidUrl))

  r.post(
    `${base}/open/email/subscribe`,
    { schema: { body: subscribeBody }, config: strict },
    async (request) => {
      await subscribe(deps, request.body.email, deps.config.publicUrl)
      return ok(null, 'Please check your inbox to confirm your subscription.')
    },
  )
  r.get(
    `${base}/open/email/subscribe/confirm`,
    { schema: { querystring: confirmSubscriptionQuery }, config: strict },
    async (request) =>
      ok(await confirmSubscription(deps, request.query.token), 'Your subscription is confirmed.'),
  )
  r.post(
    `${base}/open/email/unsubscribe`,
    { schema: { body: unsubscribeBody }, config: strict },
    async (request) => {
      await unsubscribe(deps, request.body)
      return ok(null, 'You are unsubscribed.')
    },
  )

  const emailChange = { ...deps, linkKey: emailLinkKey(deps.serverSecret) }
  r.post(
    `${base}/user/email/change`,
    { schema: { body: changeEmailBody }, config: strict },
    async (request) => {
      await requestEmailChange(emailChange, userOf(request), request.body, {
        ip: request.clientIp,
        siteUrl: deps.config.publicUrl,
      })
      return ok(null, 'Please open the link we sent to your new address to confirm it.')
    },
  )
  r.get(
    `${base}/open/email/confirm`,
    { schema: { querystring: confirmEmailQuery }, config: strict },
    async (request) =>
      ok(
        await confirmEmailChange(emailChange, request.query.token, deps.config.publicUrl),
        'Your e-mail address is confirmed.',
      ),
  )
  r.post(
    `${base}/open/email/undo`,
    { schema: { body: undoEmailChangeBody }, config: strict },
    async (request) =>
      ok(
        await undoEmailChange(deps, request.body.token),
        'Your old e-mail address is back and every device is signed out. If you did not make the change, please reset your password now.',
      ),
  )
}
