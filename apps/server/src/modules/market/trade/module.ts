import type { FastifyInstance } from 'fastify'
import type { Db } from '../../../platform/db/database.ts'
import { tradeDeps } from './deps.ts'
import { tradeRoutes } from './routes.ts'

/** Trading needs the chain: without one (tests of other domains) its calls are not registered. */
export async function registerTrade(app: FastifyInstance, db: Db): Promise<void> {
  if (!app.chain) return
  const deps = tradeDeps(db, app.chain.runtime)
  await app.register(tradeRoutes, deps)
}
