import type { CollectionView } from '@kid/shared/market/views'
import { useCallback } from 'react'
import { txStep } from '../../chain/txStep.ts'
import { useChainFlow } from '../../chain/useChainFlow.ts'
import { catalog } from '../api/catalog.ts'
import { browserReader } from '../api/reader.ts'
import { waitForIndexer } from './waitForIndexer.ts'

/**
 * Deploys a collection row (collection/add) through the CollectionFactory from the creator's
 * wallet, then waits until the indexer has matched the new contract to the row.
 */
export function useDeployCollection() {
  const { start, busy } = useChainFlow()
  const deploy = useCallback(
    (collection: CollectionView) =>
      // The chain action (and viem with it) loads when the deploy starts, not with the page.
      start(`Deploy ${collection.name}`, async (session) => [
        txStep(session, (await import('../../chain/actions/createCollection.ts')).createCollection, {
          standard: collection.standard,
          name: collection.name,
          symbol: collection.symbol,
        }),
        waitForIndexer('Add it to the marketplace', async () => {
          const seen = await catalog(browserReader).collection(collection.id)
          return seen.address !== null
        }),
      ]),
    [start],
  )
  return { deploy, busy }
}
