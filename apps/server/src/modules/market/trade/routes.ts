import { ok } from '@kid/shared/envelope'
import { Header } from '@kid/shared/headers'
import { saleCreateBody, walletSignatureSchema } from '@kid/shared/market/trade'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import type { z } from 'zod'
import { badRequest, unauthorized } from '../../../platform/errors.ts'
import type { ZodTypeProvider } from '../../../platform/validation.ts'
import { createSale } from './create-sale.ts'
import type { TradeDeps } from './deps.ts'

const base = '/api/dcservice/item'

/** Trading calls (docs/api.md "Trading"); each handler is one call into a service. */
export const tradeRoutes: FastifyPluginAsync<TradeDeps> = async (app, deps) => {
  const r = app.withTypeProvider<ZodTypeProvider>()
  r.post(`${base}/sale/create`, { schema: { body: saleCreateBody } }, async (request) =>
    ok({
      orders: await createSale(deps, userOf(request), optionsOf(request.body), walletSignature(request)),
    }),
  )
}

const optionsOf = (body: z.output<typeof saleCreateBody>) =>
  'options' in body ? body.options : [body.option]

/** The wallet's EIP-712 signature of the x-signature header (spec 001 §7). */
function walletSignature(request: FastifyRequest) {
  const parsed = walletSignatureSchema.safeParse(request.headers[Header.xSignature])
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Please sign with your wallet.')
  return parsed.data
}

function userOf(request: FastifyRequest): number {
  if (!request.user) throw unauthorized('Please log in first')
  return request.user.id
}
