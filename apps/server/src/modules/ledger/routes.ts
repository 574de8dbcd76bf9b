import { ok } from '@kid/shared/envelope'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { unauthorized } from '../../platform/errors.ts'
import type { Ledger } from './service.ts'

const userOf = (request: FastifyRequest): number => {
  if (!request.user) throw unauthorized('Please log in first')
  return request.user.id
}

/** The member's own balances (no /open/ path: a session is required, and only one's own is read). */
export const ledgerRoutes: FastifyPluginAsync<{ ledger: Ledger }> = async (app, { ledger }) => {
  app.get('/api/accountservice/userbrickslog/brickscount', async (request) =>
    ok(await ledger.balanceList(userOf(request))),
  )
}
