import { ok } from '@kid/shared/envelope'
import { Header } from '@kid/shared/headers'
import {
  orderIdParams,
  saleCreateBody,
  saleDetailParams,
  saleModifyBody,
  saleUpdateBody,
  walletSignatureSchema,
} from '@kid/shared/market/trade'
import { uint } from '@kid/shared/validate/chain-int'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { badRequest } from '../../../platform/errors.ts'
import type { ZodTypeProvider } from '../../../platform/validation.ts'
import { createSale } from './create-sale.ts'
import type { TradeDeps } from './deps.ts'
import { cancelAllSales, cancelSale, modifySale, refreshSale, saleDetail } from './manage-sale.ts'
import { purchase } from './purchase.ts'

const base = '/api/dcservice/item'
const purchaseQuery = z.object({ amount: uint.optional() })

/** Listing and buying (docs/api.md "Trading"); each handler is one call into a service. */
export const tradeRoutes: FastifyPluginAsync<TradeDeps> = async (app, deps) => {
  const r = app.withTypeProvider<ZodTypeProvider>()
  r.post(`${base}/sale/create`, { schema: { body: saleCreateBody } }, async (request) =>
    ok({
      orders: await createSale(
        deps,
        deps.callers.userIdOf(request),
        optionsOf(request.body),
        walletSignature(request),
      ),
    }),
  )
  r.post(`${base}/sale/modify`, { schema: { body: saleModifyBody } }, async (request) =>
    ok(
      await modifySale(
        deps,
        deps.callers.userIdOf(request),
        request.body.orderId,
        request.body.option,
        walletSignature(request),
      ),
    ),
  )
  r.post(`${base}/sale/cancel/all`, async (request) =>
    ok(await cancelAllSales(deps, deps.callers.userIdOf(request))),
  )
  r.get(`${base}/sale/cancel/:orderId`, { schema: { params: orderIdParams } }, async (request) =>
    ok(await cancelSale(deps, deps.callers.userIdOf(request), request.params.orderId)),
  )
  r.post(`${base}/sale/update`, { schema: { body: saleUpdateBody } }, async (request) =>
    ok(await refreshSale(deps, request.body.orderId)),
  )
  r.get(`${base}/sale/detail/:itemId/:orderId`, { schema: { params: saleDetailParams } }, async (request) =>
    ok(await saleDetail(deps, request.params.itemId, request.params.orderId)),
  )
  r.get(
    `${base}/offer/purchase/:orderId`,
    { schema: { params: orderIdParams, querystring: purchaseQuery } },
    async (request) =>
      ok(await purchase(deps, deps.callers.userIdOf(request), request.params.orderId, request.query.amount)),
  )
}

const optionsOf = (body: z.output<typeof saleCreateBody>) =>
  'options' in body ? body.options : [body.option]

/** The wallet's EIP-712 signature of the x-signature header (spec 001 §7). */
export function walletSignature(request: FastifyRequest) {
  const parsed = walletSignatureSchema.safeParse(request.headers[Header.xSignature])
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Please sign with your wallet.')
  return parsed.data
}
