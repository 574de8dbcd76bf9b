import { ok } from '@kid/shared/envelope'
import { checkBody, KIDWALLET_BASE, keystoreBody, restoreBody } from '@kid/shared/kidwallet/calls'
import type { FastifyPluginAsync } from 'fastify'
import type { ZodTypeProvider } from '../../platform/validation.ts'
import type { Callers } from '../account/index.ts'
import type { KidWallets } from './service.ts'

/** The KID wallet calls (docs/kidwallet.md); each needs a session and acts for its member only. */
export const kidwalletRoutes: FastifyPluginAsync<{ wallets: KidWallets; callers: Callers }> = async (
  app,
  { wallets, callers },
) => {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const me = callers.userIdOf
  r.get(`${KIDWALLET_BASE}/detail`, async (request) => ok(await wallets.detail(me(request))))
  r.post(`${KIDWALLET_BASE}/add`, { schema: { body: keystoreBody } }, async (request) =>
    ok(await wallets.add(me(request), request.body.keystore)),
  )
  r.post(`${KIDWALLET_BASE}/update`, { schema: { body: keystoreBody } }, async (request) =>
    ok(await wallets.update(me(request), request.body.keystore)),
  )
  r.post(`${KIDWALLET_BASE}/restore`, { schema: { body: restoreBody } }, async (request) =>
    ok(await wallets.restore(me(request), request.body)),
  )
  r.post(`${KIDWALLET_BASE}/check`, { schema: { body: checkBody } }, async (request) =>
    ok(await wallets.check(me(request), request.body.address)),
  )
}
