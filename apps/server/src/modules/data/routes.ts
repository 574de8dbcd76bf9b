import { ok } from '@kid/shared/envelope'
import { collectionListQuery } from '@kid/shared/market/catalog'
import type { FastifyPluginAsync } from 'fastify'
import type { ZodTypeProvider } from '../../platform/validation.ts'
import type { MarketService } from '../market/index.ts'

const base = '/api/dataservice/open/collections'

/**
 * The data service's collection calls (spec 001 §7 "Collection categories and list"). The list is
 * the marketplace's own (collection/open/list): one query, two paths the clients know.
 */
export const dataRoutes: FastifyPluginAsync<{ market: MarketService }> = async (app, { market }) => {
  const r = app.withTypeProvider<ZodTypeProvider>()
  r.get(`${base}/categories`, async () => ok(await market.collections.categories()))
  r.get(`${base}/list`, { schema: { querystring: collectionListQuery } }, async (req) =>
    ok(await market.collections.list(req.query)),
  )
}
