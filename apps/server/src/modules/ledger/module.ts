import type { FastifyInstance } from 'fastify'
import type { Db } from '../../platform/db/database.ts'
import type { RealtimePublisher } from '../../platform/realtime/publisher.ts'
import { ledgerRoutes } from './routes.ts'
import { createLedger, type Ledger } from './service.ts'

export type LedgerDeps = { db: Db; chainId: number; realtime?: RealtimePublisher }

/**
 * The ledger module: GET userbrickslog/brickscount, and the service every module that moves money
 * or bricks uses. Register it after the account module and before those that pay or charge.
 */
export async function registerLedger(app: FastifyInstance, deps: LedgerDeps): Promise<Ledger> {
  const ledger = createLedger(deps)
  await app.register(ledgerRoutes, { ledger })
  return ledger
}
