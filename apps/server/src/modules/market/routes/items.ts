import { ok } from '@kid/shared/envelope'
import {
  idPageQuery,
  idQuery,
  itemAddBody,
  itemEditBody,
  itemLikeBody,
  itemListQuery,
  itemTokenQuery,
} from '@kid/shared/market/catalog'
import { pageQuery } from '@kid/shared/page-query'
import type { FastifyPluginAsync } from 'fastify'
import type { ZodTypeProvider } from '../../../platform/validation.ts'
import { visitorOf } from '../../../platform/visitor.ts'
import type { MarketDeps } from '../deps.ts'
import { itemInfo, viewItem } from '../items/info.ts'
import { likeItem } from '../items/likes.ts'
import { listMarketItems } from '../items/list.ts'
import { itemActivity, itemListings, ownItemsNotOnSale } from '../items/lists.ts'
import { itemOfToken } from '../items/of-token.ts'
import { itemSales } from '../items/sales.ts'
import { addItem, deleteItem, editItem } from '../items/save.ts'
import { itemTraitRarity } from '../items/trait-rarity.ts'
import type { ViewCounter } from '../items/views.ts'

const base = '/api/dcservice/item'
/** A favourite is a write anyone signed in can repeat: held to a pace a person taps at. */
const LIKES_PER_MINUTE = { rateLimit: { max: 30, timeWindow: 60_000 } }

/** Item calls (spec 001 §7 "Item management" and item/open/list). */
export const itemRoutes: FastifyPluginAsync<MarketDeps & { views: ViewCounter }> = async (app, deps) => {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const { db, config } = deps
  const { callers } = deps.account
  r.post(`${base}/add`, { schema: { body: itemAddBody } }, async (req) =>
    ok(await addItem(deps, await callers.withWallet(req), req.body, config.publicUrl)),
  )
  r.post(`${base}/edit`, { schema: { body: itemEditBody } }, async (req) =>
    ok(await editItem(deps, await callers.of(req), req.body)),
  )
  r.post(`${base}/delete`, { schema: { body: idQuery } }, async (req) =>
    ok(await deleteItem(deps, await callers.of(req), req.body.id)),
  )
  r.get(`${base}/nosale`, { schema: { querystring: pageQuery } }, async (req) =>
    ok(await ownItemsNotOnSale(db, await callers.of(req), req.query)),
  )
  r.get(`${base}/open/list`, { schema: { querystring: itemListQuery } }, async (req) =>
    ok(await listMarketItems(db, req.query)),
  )
  r.get(`${base}/open/info`, { schema: { querystring: idQuery } }, async (req) =>
    ok(
      await viewItem(
        deps,
        deps.views,
        req.query.id,
        { userId: req.user?.id, key: visitorOf(req) },
        config.publicUrl,
      ),
    ),
  )
  r.get(`${base}/open/token`, { schema: { querystring: itemTokenQuery } }, async (req) =>
    ok(await itemOfToken(db, deps.chainId, req.query.collection, BigInt(req.query.tokenId))),
  )
  r.get(`${base}/details`, { schema: { querystring: idQuery } }, async (req) =>
    ok(await itemInfo(deps, req.query.id, callers.userIdOf(req), config.publicUrl)),
  )
  r.get(`${base}/open/description`, { schema: { querystring: idQuery } }, async (req) => {
    const { id, name, description, properties } = await itemInfo(deps, req.query.id, req.user?.id, '')
    return ok({ id, name, description, properties })
  })
  r.post(`${base}/like`, { schema: { body: itemLikeBody }, config: LIKES_PER_MINUTE }, async (req) =>
    ok(await likeItem(db, callers.userIdOf(req), req.body)),
  )
  r.get(`${base}/open/listings`, { schema: { querystring: idPageQuery } }, async (req) =>
    ok(await itemListings(deps, req.query)),
  )
  r.get(`${base}/open/traits`, { schema: { querystring: idQuery } }, async (req) =>
    ok(await itemTraitRarity(db, req.query.id)),
  )
  r.get(`${base}/open/sales`, { schema: { querystring: idQuery } }, async (req) =>
    ok(await itemSales(db, deps.currencies, req.query.id)),
  )
  r.get(`${base}/open/activity`, { schema: { querystring: idPageQuery } }, async (req) =>
    ok(await itemActivity(deps, req.query)),
  )
}
