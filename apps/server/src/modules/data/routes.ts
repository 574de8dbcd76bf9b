import { ok } from '@kid/shared/envelope'
import { collectionListQuery } from '@kid/shared/market/catalog'
import type { FastifyPluginAsync } from 'fastify'
import type { Db } from '../../platform/db/database.ts'
import type { ZodTypeProvider } from '../../platform/validation.ts'
import { listCollections } from '../market/collections/list.ts'
import { listCategories } from './collections.ts'

const base = '/api/dataservice/open/collections'

/**
 * The data service's collection calls (spec 001 §7 "Collection categories and list"). The list is
 * the marketplace's own (collection/open/list): one query, two paths the clients know.
 */
export const dataRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  const r = app.withTypeProvider<ZodTypeProvider>()
  r.get(`${base}/categories`, async () => ok(await listCategories(db)))
  r.get(`${base}/list`, { schema: { querystring: collectionListQuery } }, async (req) =>
    ok(await listCollections(db, req.query)),
  )
}
