import { BBOX_BASE as B, boxesQuery, cdkeyParam, exchangeBody, tokenIdParam } from '@kid/shared/bbox-calls'
import { ok } from '@kid/shared/envelope'
import { pageQuery } from '@kid/shared/page-query'
import type { FastifyPluginAsync } from 'fastify'
import type { ZodTypeProvider } from '../../platform/validation.ts'
import type { Callers } from '../account/index.ts'
import type { Bbox } from './service.ts'

/**
 * The blind-box calls; all but open/list need a session (the API guard refuses one without). A
 * code's guesses count against the caller and their IP; boxes are acted on by their holder only.
 */
export const bboxRoutes: FastifyPluginAsync<{ bbox: Bbox; callers: Callers }> = async (
  app,
  { bbox, callers },
) => {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const asker = (request: { clientIp: string }, userId: number) => ({ userId, ip: request.clientIp })
  r.post(`${B}/cbk/balance`, async (request) => ok(await bbox.balance(callers.userIdOf(request))))
  r.post(`${B}/exchange`, { schema: { body: exchangeBody } }, async (request) =>
    ok(await bbox.exchange(callers.userIdOf(request), request.body)),
  )
  r.get(`${B}/check/cdkey/:cdkey`, { schema: { params: cdkeyParam } }, async (request) =>
    ok(await bbox.check(asker(request, callers.userIdOf(request)), request.params.cdkey)),
  )
  r.post(`${B}/mint/sign/:cdkey`, { schema: { params: cdkeyParam } }, async (request) => {
    const caller = await callers.withWallet(request)
    return ok(
      await bbox.signMint({ ...asker(request, caller.userId), wallet: caller.wallet }, request.params.cdkey),
    )
  })
  r.post(`${B}/openbox/sign/:tokenId`, { schema: { params: tokenIdParam } }, async (request) =>
    ok(await bbox.signOpen((await callers.withWallet(request)).wallet, request.params.tokenId)),
  )
  r.get(`${B}/user/boxes`, { schema: { querystring: boxesQuery } }, async (request) => {
    const caller = await callers.of(request)
    return ok(await bbox.boxes(caller.userId, caller.wallet, request.query))
  })
  r.get(`${B}/open/list`, { schema: { querystring: pageQuery } }, async (request) =>
    ok(await bbox.onSale(request.query)),
  )
  r.get(`${B}/detail/:tokenId`, { schema: { params: tokenIdParam } }, async (request) =>
    ok(await bbox.detail(request.params.tokenId, (await callers.of(request)).wallet)),
  )
}
