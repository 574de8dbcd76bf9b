import { ok } from '@kid/shared/envelope'
import type { FastifyPluginAsync } from 'fastify'
import { signedInId } from '../../platform/signed-in.ts'
import type { Ledger } from './service.ts'

/** The member's own balances (no /open/ path: a session is required, and only one's own is read). */
export const ledgerRoutes: FastifyPluginAsync<{ ledger: Ledger }> = async (app, { ledger }) => {
  app.get('/api/accountservice/userbrickslog/brickscount', async (request) =>
    ok(await ledger.balanceList(signedInId(request))),
  )
}
