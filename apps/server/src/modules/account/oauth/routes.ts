import { bindEmailBody, thirdLoginBody } from '@kid/shared/account/calls'
import { OAUTH_PROVIDERS, type OAuthProvider } from '@kid/shared/account/user'
import { ok } from '@kid/shared/envelope'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { siteOrigin } from '../../../platform/site-origin.ts'
import type { ZodTypeProvider } from '../../../platform/validation.ts'
import type { AccountRouteDeps } from '../routes.ts'
import { authPage, CallbackError, callbackUrl, finishCallback, newFlow } from './callback.ts'
import { clearFlowCookie, flowCookie, readFlowCookie } from './flow-cookie.ts'
import { providerClients } from './providers.ts'
import { bindingEmail, type ThirdLoginDeps, thirdLogin } from './third-login.ts'

const base = '/api/accountservice'
const providerParams = z.object({ provider: z.enum(OAUTH_PROVIDERS) })
const startQuery = z.object({ redirectUri: z.string().max(1024).optional().default('') })
const callbackInput = z.object({
  code: z.string().max(4096).optional(),
  state: z.string().max(256).optional(),
  error: z.string().max(256).optional(),
})
/** Browser navigations (no signature header); the per-IP limit still applies. */
const navigation = { signature: false, rateLimit: { max: 30, timeWindow: 60_000 } }
const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: 60_000 } })

/**
 * Third-party sign-in (spec 000 §7 open/auto, open/bindingemail): OAuth 2.0 / OpenID Connect with
 * Google, Facebook, Apple, Twitter (X) and Discord through arctic.
 */
export const oauthRoutes: FastifyPluginAsync<AccountRouteDeps> = async (app, deps) => {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const clients = providerClients(deps.config)
  const login: ThirdLoginDeps = {
    db: deps.db,
    serverSecret: deps.serverSecret,
    mailer: deps.mailer,
    now: deps.now,
    gate: deps.blacklist,
  }
  const origin = (request: FastifyRequest) => siteOrigin(deps.config, request)
  const client = (request: FastifyRequest) => ({ ip: request.clientIp, device: request.ctx.device })

  r.get(
    `${base}/open/oauth/:provider/start`,
    { schema: { params: providerParams, querystring: startQuery }, config: navigation },
    async (request, reply) => {
      const { provider } = request.params
      const { redirectUri } = request.query
      const provided = clients[provider]
      if (!provided) return reply.redirect(authPage(provider, redirectUri, { error: 'unavailable' }), 302)
      const flow = newFlow(redirectUri)
      const site = origin(request)
      const url = await provided.authorizationUrl(flow, callbackUrl(site, provider))
      reply.header(
        'set-cookie',
        flowCookie(provider, flow, { secure: site.startsWith('https:'), crossSite: provided.formPost }),
      )
      return reply.redirect(url.toString(), 302)
    },
  )

  const callback = async (
    request: FastifyRequest,
    reply: FastifyReply,
    provider: OAuthProvider,
    params: z.output<typeof callbackInput>,
  ) => {
    const flow = readFlowCookie(request.headers.cookie, provider)
    reply.header('set-cookie', clearFlowCookie(provider))
    const provided = clients[provider]
    try {
      if (!provided) throw new CallbackError('unavailable')
      const page = await finishCallback(
        deps.db,
        provider,
        provided,
        params,
        flow,
        callbackUrl(origin(request), provider),
      )
      return reply.redirect(page, 302)
    } catch (error) {
      const code = error instanceof CallbackError ? error.code : 'failed'
      if (!(error instanceof CallbackError))
        request.log.warn({ err: error, provider }, 'OAuth callback failed')
      return reply.redirect(authPage(provider, flow?.redirectUri ?? '', { error: code }), 302)
    }
  }
  r.get(
    `${base}/open/oauth/:provider/callback`,
    { schema: { params: providerParams, querystring: callbackInput }, config: navigation },
    (request, reply) => callback(request, reply, request.params.provider, request.query),
  )
  // Apple's response_mode=form_post.
  r.post(
    `${base}/open/oauth/:provider/callback`,
    { schema: { params: providerParams, body: callbackInput }, config: navigation },
    (request, reply) => callback(request, reply, request.params.provider, request.body),
  )

  r.post(
    `${base}/open/auto`,
    { schema: { body: thirdLoginBody }, config: { ...perMinute(20), session: 'open' } },
    async (request) => ok(await deps.welcome.answer(await thirdLogin(login, request.body, client(request)))),
  )
  r.post(
    `${base}/open/bindingemail`,
    { schema: { body: bindEmailBody }, config: { ...perMinute(20), session: 'open' } },
    async (request) =>
      ok(await deps.welcome.answer(await bindingEmail(login, request.body, client(request)))),
  )
}
