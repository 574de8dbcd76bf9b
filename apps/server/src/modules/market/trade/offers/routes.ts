import { ok } from '@kid/shared/envelope'
import {
  deliveryBody,
  offerAddBody,
  offerAddressParams,
  offerBiddingBody,
  offerFilterParams,
  offerHistoryBody,
  offerIdParams,
  offerListParams,
  orderIdParams,
  pageBody,
} from '@kid/shared/market/trade'
import { pageQuery } from '@kid/shared/page-query'
import type { FastifyPluginAsync } from 'fastify'
import type { ZodTypeProvider } from '../../../../platform/validation.ts'
import type { TradeDeps } from '../deps.ts'
import { walletSignature } from '../routes.ts'
import { placeBid } from './bid.ts'
import { acceptOffer, cancelOffer, delivery } from './manage-offer.ts'
import { highestOffer, offerHistory, openOffers, walletOffers } from './offer-lists.ts'
import { placeOffer } from './place-offer.ts'
import { offerOnItem } from './unlisted-offer.ts'

const base = '/api/dcservice/item/offer'

/** Offers, bids, acceptance and delivery (docs/api.md "Trading"); one service call per handler. */
export const offerRoutes: FastifyPluginAsync<TradeDeps> = async (app, deps) => {
  const r = app.withTypeProvider<ZodTypeProvider>()
  r.post(`${base}/bidding`, { schema: { body: offerBiddingBody } }, async (request) => {
    const { body } = request
    return ok(
      'bid' in body
        ? await placeBid(deps, deps.callers.userIdOf(request), body.orderId, body.bid)
        : await placeOffer(
            deps,
            deps.callers.userIdOf(request),
            body.orderId,
            body.offer,
            walletSignature(request),
          ),
    )
  })
  r.post(`${base}/add`, { schema: { body: offerAddBody } }, async (request) => {
    const { itemId, option, offer } = request.body
    return ok(
      await offerOnItem(
        deps,
        deps.callers.userIdOf(request),
        itemId,
        option,
        offer,
        walletSignature(request),
      ),
    )
  })
  r.get(`${base}/cancel/:offerId`, { schema: { params: offerIdParams } }, async (request) =>
    ok(await cancelOffer(deps, deps.callers.userIdOf(request), request.params.offerId)),
  )
  r.get(`${base}/accept/:offerId`, { schema: { params: offerIdParams } }, async (request) =>
    ok(await acceptOffer(deps, deps.callers.userIdOf(request), request.params.offerId)),
  )
  r.post(`${base}/delivery`, { schema: { body: deliveryBody } }, async (request) =>
    ok(await delivery(deps, deps.callers.userIdOf(request), request.body.orderId, request.body.offerId)),
  )
  r.get(`${base}/highest/:orderId`, { schema: { params: orderIdParams } }, async (request) =>
    ok(await highestOffer(deps, request.params.orderId)),
  )
  r.post(`${base}/detail`, { schema: { body: offerHistoryBody } }, async (request) =>
    ok(await offerHistory(deps, request.body.orderId, request.body)),
  )
  r.post(
    `${base}/open/list/:itemId`,
    { schema: { params: offerListParams, body: pageBody } },
    async (request) => ok(await openOffers(deps, 'item', request.params.itemId, request.body)),
  )
  r.get(
    `${base}/open/:filter/:id`,
    { schema: { params: offerFilterParams, querystring: pageQuery } },
    async (request) => ok(await openOffers(deps, request.params.filter, request.params.id, request.query)),
  )
  r.post(
    `${base}/open/:filter/:address`,
    { schema: { params: offerAddressParams, body: pageBody } },
    async (request) =>
      ok(await walletOffers(deps, request.params.filter, request.params.address, request.body)),
  )
}
