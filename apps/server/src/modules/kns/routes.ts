import { ok } from '@kid/shared/envelope'
import {
  autoRenewBody,
  domainParams,
  extendBody,
  listStateParams,
  mintBody,
  modifyBody,
  recommendQuery,
  walletParams,
} from '@kid/shared/kns/calls'
import { KNS_BASE } from '@kid/shared/kns/views'
import { pageQuery } from '@kid/shared/page-query'
import type { FastifyPluginAsync } from 'fastify'
import { signedInId } from '../../platform/signed-in.ts'
import type { ZodTypeProvider } from '../../platform/validation.ts'
import type { AutoRenew } from './autorenew.ts'
import type { KnsService } from './service.ts'

const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: 60_000 } })

/** The kid calls (spec 001 §7 "Kid", under /api/dcservice/kns); the rules are in docs/kns.md. */
export const knsRoutes: FastifyPluginAsync<{ kns: KnsService; autoRenew: AutoRenew }> = async (
  app,
  { kns, autoRenew },
) => {
  const r = app.withTypeProvider<ZodTypeProvider>()
  r.get(
    `${KNS_BASE}/open/recommend/domain`,
    { schema: { querystring: recommendQuery }, config: perMinute(120) },
    async (req) => ok(await kns.recommend(req.query.domain)),
  )
  // KID's extension: both tiers' yearly prices for the pages that explain them (anyone may read them).
  r.get(`${KNS_BASE}/open/prices`, async () => ok(await kns.prices()))
  r.get(`${KNS_BASE}/price/:domain`, { schema: { params: domainParams } }, async (req) => {
    signedInId(req)
    return ok(await kns.price(req.params.domain))
  })
  r.get(`${KNS_BASE}/open/domain/state/:domain`, { schema: { params: domainParams } }, async (req) =>
    ok(await kns.state(req.params.domain, req.user?.id)),
  )
  r.get(
    `${KNS_BASE}/open/wallet/:wallet`,
    { schema: { params: walletParams, querystring: pageQuery } },
    async (req) => ok(await kns.namesOf(req.params.wallet, 'all', req.query)),
  )
  r.get(
    `${KNS_BASE}/list/state/:state`,
    { schema: { params: listStateParams, querystring: pageQuery } },
    async (req) => {
      const userId = signedInId(req)
      return ok(await autoRenew.tag(userId, await kns.myNames(userId, req.params.state, req.query)))
    },
  )
  r.get(`${KNS_BASE}/open/default/:wallet`, { schema: { params: walletParams } }, async (req) =>
    ok(await kns.defaults.one(req.params.wallet)),
  )
  r.post(`${KNS_BASE}/mint`, { schema: { body: mintBody }, config: perMinute(20) }, async (req) =>
    ok(await kns.mint(signedInId(req), req.body)),
  )
  r.post(`${KNS_BASE}/extend`, { schema: { body: extendBody }, config: perMinute(20) }, async (req) =>
    ok(await kns.extend(signedInId(req), req.body)),
  )
  // KID's extension (docs/kns.md "Auto-renew"): the holder's switch, and what it would cost.
  r.get(`${KNS_BASE}/autorenew/:domain`, { schema: { params: domainParams } }, async (req) =>
    ok(await autoRenew.view(signedInId(req), req.params.domain)),
  )
  r.post(`${KNS_BASE}/autorenew`, { schema: { body: autoRenewBody }, config: perMinute(30) }, async (req) =>
    ok(await autoRenew.set(signedInId(req), req.body)),
  )
  r.post(`${KNS_BASE}/modify`, { schema: { body: modifyBody }, config: perMinute(30) }, async (req) =>
    ok(await kns.modify(signedInId(req), req.body)),
  )
}
