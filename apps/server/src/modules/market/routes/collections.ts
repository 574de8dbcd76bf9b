import { ok } from '@kid/shared/envelope'
import {
  collectionAddBody,
  collectionEditBody,
  collectionItemsQuery,
  collectionListQuery,
  idPageQuery,
  idQuery,
} from '@kid/shared/market/catalog'
import { pageQuery } from '@kid/shared/page-query'
import { eq } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import type { ZodTypeProvider } from '../../../platform/validation.ts'
import { listActivity } from '../collections/activity.ts'
import {
  cachedHomeCollections,
  collectionDetail,
  listCollections,
  listOwnCollections,
} from '../collections/list.ts'
import { addCollection, editCollection } from '../collections/save.ts'
import type { MarketDeps } from '../deps.ts'
import { listCollectionItems } from '../items/list.ts'
import { marketActivity } from '../tables/activity.ts'

const base = '/api/dcservice/collection'

/** Collection calls (spec 001 §7 "Collections" and the collection/open/* of the marketplace). */
export const collectionRoutes: FastifyPluginAsync<MarketDeps> = async (app, deps) => {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const { db } = deps
  const { callers } = deps.account
  r.post(`${base}/add`, { schema: { body: collectionAddBody } }, async (req) =>
    ok(await addCollection(deps, await callers.withWallet(req), req.body)),
  )
  r.post(`${base}/edit`, { schema: { body: collectionEditBody } }, async (req) =>
    ok(await editCollection(deps, await callers.of(req), req.body)),
  )
  r.get(`${base}/owner/list`, { schema: { querystring: pageQuery } }, async (req) =>
    ok(await listOwnCollections(deps, callers.userIdOf(req), req.query)),
  )
  r.get(`${base}/open/list`, { schema: { querystring: collectionListQuery } }, async (req) =>
    ok(await listCollections(deps, req.query)),
  )
  r.get(`${base}/open/home`, async () => ok(await cachedHomeCollections(deps)))
  r.get(`${base}/open/detail`, { schema: { querystring: idQuery } }, async (req) =>
    ok(await collectionDetail(deps, req.query.id)),
  )
  r.get(`${base}/open/items`, { schema: { querystring: collectionItemsQuery } }, async (req) =>
    ok(await listCollectionItems(db, req.query)),
  )
  r.get(`${base}/open/activity`, { schema: { querystring: idPageQuery } }, async (req) =>
    ok(await listActivity(deps, eq(marketActivity.collectionId, req.query.id), req.query)),
  )
}
