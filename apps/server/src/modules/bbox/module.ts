import type { FastifyInstance } from 'fastify'
import type { Callers } from '../account/index.ts'
import type { ChainModule } from '../chain/index.ts'
import type { BboxDeps } from './deps.ts'
import { onBoxOpened, onBoxTransfer, rollBackBoxes } from './indexer.ts'
import { prizeMetadataRoutes } from './metadata.ts'
import { bboxRoutes } from './routes.ts'
import { type Bbox, createBbox } from './service.ts'

/**
 * The blind-box module: codes bought with CBK or handed out in batches, boxes minted and opened on
 * the BlindBox contract, followed by the indexer. Without a chain there are no boxes, and the
 * calls are not registered (404), as with spending.
 */
export async function registerBbox(
  app: FastifyInstance,
  deps: Omit<BboxDeps, 'chain'> & { chain: ChainModule | undefined; callers: Callers },
): Promise<Bbox | undefined> {
  const { chain } = deps
  if (!chain) return undefined
  const bbox = createBbox({ ...deps, chain: chain.runtime })
  chain.indexer.onEvent('BLINDBOX', 'Transfer', onBoxTransfer(app.log))
  chain.indexer.onEvent('BLINDBOX', 'BoxOpened', onBoxOpened)
  chain.indexer.onRollback(rollBackBoxes)
  await app.register(bboxRoutes, { bbox, callers: deps.callers })
  prizeMetadataRoutes(app, deps.db, deps.origin)
  return bbox
}
