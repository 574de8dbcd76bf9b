import type { FastifyInstance } from 'fastify'
import type { MarketService } from '../market/index.ts'
import { dataRoutes } from './routes.ts'

/** The data service (/api/dataservice): public lists other clients read, answered by the market's service. */
export async function registerData(app: FastifyInstance, deps: { market: MarketService }): Promise<void> {
  await app.register(dataRoutes, deps)
}
