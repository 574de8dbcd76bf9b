import type { ItemAddBody } from '@kid/shared/market/catalog'
import type { CollectionView } from '@kid/shared/market/views'
import { useCallback } from 'react'
import { useNavigate } from 'react-router'
import type { Address } from 'viem'
import { mintItem } from '../../chain/actions/mintItem.ts'
import { txStep } from '../../chain/txStep.ts'
import { useChainFlow } from '../../chain/useChainFlow.ts'
import { catalog } from '../api/catalog.ts'
import { browserReader } from '../api/reader.ts'
import { catalogWrites } from '../api/writes.ts'
import { itemHref } from '../links.ts'
import { waitForIndexer } from './waitForIndexer.ts'

/**
 * Create an NFT: the draft (item/add), the mint from the creator's wallet with the token URI the
 * server gave, then the wait until the indexer marks the item minted; then its page.
 */
export function useMintFlow() {
  const { start, busy } = useChainFlow()
  const navigate = useNavigate()
  const mint = useCallback(
    async (body: ItemAddBody, collection: CollectionView) => {
      const { supply, ...rest } = body
      const added = await catalogWrites
        .addItem({ ...rest, supply: supply?.toString() })
        .catch(() => undefined)
      if (!added) return
      const address = collection.address as Address
      await start('Create your NFT', (session) => [
        txStep(session, mintItem, {
          collection: address,
          standard: collection.standard,
          tokenUri: added.tokenUri,
          amount: supply,
          royaltyBps: body.royalty ?? collection.royaltyBps,
        }),
        waitForIndexer('Add it to the marketplace', async () => {
          const item = await catalog(browserReader).item(added.id)
          return item.status === 'minted'
        }),
      ])
      // A draft that was not minted stays in the creator's list, where it can be minted or deleted.
      navigate(itemHref(added.id))
    },
    [start, navigate],
  )
  return { mint, busy }
}
