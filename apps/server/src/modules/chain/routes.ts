import { ok } from '@kid/shared/envelope'
import type { FastifyInstance } from 'fastify'
import type { ChainRuntime } from '../../platform/chain/chain.ts'
import { chainConfigOf } from './service.ts'

export function chainRoutes(app: FastifyInstance, chain: ChainRuntime): void {
  const config = chainConfigOf(chain)
  app.get('/api/dcservice/open/chain/config', async () => ok(config))
}
