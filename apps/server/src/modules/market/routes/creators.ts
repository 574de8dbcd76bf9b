import { ok } from '@kid/shared/envelope'
import { creatorQuery } from '@kid/shared/market/catalog'
import { creatorRankingQuery } from '@kid/shared/market/creators'
import { pageQuery } from '@kid/shared/page-query'
import type { FastifyPluginAsync } from 'fastify'
import type { ZodTypeProvider } from '../../../platform/validation.ts'
import { creatorEarnings } from '../creators/earnings.ts'
import { creatorActivity, creatorItems } from '../creators/lists.ts'
import { creatorProfile } from '../creators/profile.ts'
import { rankCreators } from '../creators/ranking.ts'
import type { MarketDeps } from '../deps.ts'

const base = '/api/dcservice'
const allTime = creatorRankingQuery.extend({
  period: creatorRankingQuery.shape.period.unwrap().default('all'),
})

/** Creator calls (spec 001 §7 "Creators"): rankings, a creator's profile and tabs, own earnings. */
export const creatorRoutes: FastifyPluginAsync<MarketDeps> = async (app, deps) => {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const { db } = deps
  r.get(`${base}/open/creator/top/ranking`, { schema: { querystring: creatorRankingQuery } }, async (req) =>
    ok(await rankCreators(deps, req.query)),
  )
  r.get(`${base}/open/creator/top/list`, { schema: { querystring: allTime } }, async (req) =>
    ok(await rankCreators(deps, req.query)),
  )
  r.get(`${base}/open/creator/index`, { schema: { querystring: creatorQuery } }, async (req) =>
    ok(await creatorProfile(deps, req.query)),
  )
  r.get(`${base}/open/creator/created/list`, { schema: { querystring: creatorQuery } }, async (req) =>
    ok(await creatorItems(deps, 'created', req.query)),
  )
  r.get(`${base}/open/creator/collected/list`, { schema: { querystring: creatorQuery } }, async (req) =>
    ok(await creatorItems(deps, 'collected', req.query)),
  )
  r.get(`${base}/open/creator/sale/list`, { schema: { querystring: creatorQuery } }, async (req) =>
    ok(await creatorItems(deps, 'onsale', req.query)),
  )
  r.get(`${base}/open/creator/activity`, { schema: { querystring: creatorQuery } }, async (req) =>
    ok(await creatorActivity(deps, req.query)),
  )
  r.get(`${base}/creator/earning`, { schema: { querystring: pageQuery } }, async (req) =>
    ok(await creatorEarnings(db, deps.currencies, await deps.account.callers.of(req), req.query)),
  )
}
