import { Code } from '@kid/shared/codes'
import { ok } from '@kid/shared/envelope'
import { avatarLinkQuery } from '@kid/shared/market/catalog'
import { searchQuery } from '@kid/shared/market/search'
import type { FastifyPluginAsync } from 'fastify'
import { ApiError } from '../../../platform/errors.ts'
import type { ZodTypeProvider } from '../../../platform/validation.ts'
import { linkAvatar } from '../creators/avatar-link.ts'
import type { MarketDeps } from '../deps.ts'
import { type EthPriceSource, PRICE_UNAVAILABLE } from '../ethprice/eth-price.ts'
import { search } from '../search/search.ts'

/**
 * The header's dialog asks as a person types (300 ms apart at the quickest) and every query is a
 * handful of index reads: a pace of two a second is a person, more is a script.
 */
const SEARCHES_PER_MINUTE = { rateLimit: { max: 120, timeWindow: 60_000 } }

/** open/ethprice and open/avatar/link (spec 001 §7, under /api/dcservice/open), and our open/search. */
export const openRoutes: FastifyPluginAsync<MarketDeps & { ethPrice: EthPriceSource }> = async (
  app,
  deps,
) => {
  const r = app.withTypeProvider<ZodTypeProvider>()
  r.get('/api/dcservice/open/ethprice', async () => {
    const known = await deps.ethPrice()
    if (!known) throw new ApiError(Code.UNAVAILABLE, PRICE_UNAVAILABLE)
    return ok(known)
  })
  r.get('/api/dcservice/open/avatar/link', { schema: { querystring: avatarLinkQuery } }, async (req) =>
    ok(await linkAvatar(deps, await deps.account.callers.withWallet(req), req.query.itemId)),
  )
  r.get(
    '/api/dcservice/open/search',
    { schema: { querystring: searchQuery }, config: SEARCHES_PER_MINUTE },
    async (req) => ok(await search(deps, req.query)),
  )
}
