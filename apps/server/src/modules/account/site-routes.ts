import { frontendLogBody, inviteInfoQuery, visitBody } from '@kid/shared/account/calls'
import { ok } from '@kid/shared/envelope'
import { pageQuery } from '@kid/shared/page-query'
import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import type { ZodTypeProvider } from '../../platform/validation.ts'
import { visitorOf } from '../../platform/visitor.ts'
import { userOf } from './auth-routes.ts'
import { inviteCodeOf, invitees, inviteInfo } from './invite.ts'
import type { AccountDeps } from './routes.ts'
import { addFrontendLog, denetProgress, partners, platformStatistic } from './site.ts'
import { VISIT_WINDOW_MS, VisitCounter } from './visits.ts'

const base = '/api/accountservice'
const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: 60_000 } })
const denetQuery = z.object({ activity: z.string().max(64).optional() })

/** Small calls: statistics, partners, client logs, visits, invites, the captcha challenge. */
export const siteRoutes: FastifyPluginAsync<AccountDeps> = async (app, deps) => {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const visits = new VisitCounter(deps.db, deps.onceWithin(VISIT_WINDOW_MS))
  deps.writeBehind.register(() => visits.flush())

  r.get(`${base}/open/platform/statistic`, async () => ok(await platformStatistic(deps.db)))
  r.get(`${base}/partner/open/brands`, async () => ok(await partners(deps.db, 'brand')))
  r.get(`${base}/partner/open/list`, async () => ok(await partners(deps.db, 'list')))
  r.post(
    `${base}/open/frontend/log`,
    { schema: { body: frontendLogBody }, config: perMinute(30) },
    async (request) =>
      ok(
        await addFrontendLog(deps.db, request.body, { userId: request.user?.id, ip: request.clientIp }).then(
          () => null,
        ),
      ),
  )
  r.post(
    `${base}/website/visit/open/add`,
    { schema: { body: visitBody }, config: perMinute(30) },
    async (request) => ok(await visits.add(visitorOf(request))),
  )
  r.get(`${base}/open/denet/progress`, { schema: { querystring: denetQuery } }, async (request) =>
    ok(await denetProgress(deps.db, request.query.activity)),
  )
  r.get(`${base}/user/invite/code`, async (request) => ok(await inviteCodeOf(deps.db, userOf(request).id)))
  r.get(`${base}/user/invite/list`, { schema: { querystring: pageQuery } }, async (request) =>
    ok(await invitees(deps.db, userOf(request).id, request.query)),
  )
  r.get(
    `${base}/open/invite/info`,
    { schema: { querystring: inviteInfoQuery }, config: perMinute(60) },
    async (request) => ok(await inviteInfo(deps.db, request.query.invitecode)),
  )

  // The ALTCHA widget fetches this itself (no signature header) and reads the bare challenge JSON.
  const altcha = deps.captcha.altcha
  if (altcha)
    r.get(`${base}/open/captcha/challenge`, { config: { signature: false } }, async () => altcha.challenge())
}
