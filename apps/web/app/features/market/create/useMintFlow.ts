import type { ItemAddBody } from '@kid/shared/market/catalog'
import type { CollectionView } from '@kid/shared/market/views'
import { useCallback } from 'react'
import { useNavigate } from 'react-router'
import type { Address } from 'viem'
import { txStep } from '../../chain/txStep.ts'
import { useChainFlow } from '../../chain/useChainFlow.ts'
import { catalog } from '../api/catalog.ts'
import { browserReader } from '../api/reader.ts'
import { catalogWrites } from '../api/writes.ts'
import { itemHref } from '../links.ts'
import { waitForIndexer } from './waitForIndexer.ts'

/** A draft and what its mint needs (item/add's answer; item/open/info for a draft). */
export type Draft = { id: number; tokenUri: string; supply?: bigint; royaltyBps: number }

/**
 * Minting from the creator's wallet with the token URI the server gave, then the wait until the
 * indexer marks the item minted. `create` drafts first (item/add); `mintDraft` mints a draft made
 * earlier (a mint that was refused or closed). Both end on the item's page.
 */
export function useMintFlow() {
  const { start, busy } = useChainFlow()
  const navigate = useNavigate()

  const mintDraft = useCallback(
    async (draft: Draft, collection: Pick<CollectionView, 'address' | 'standard'>) => {
      // The chain action (and viem with it) loads when the mint starts, not with the form.
      const { mintItem } = await import('../../chain/actions/mintItem.ts')
      const done = await start('Create your NFT', (session) => [
        txStep(session, mintItem, {
          collection: collection.address as Address,
          standard: collection.standard,
          tokenUri: draft.tokenUri,
          amount: draft.supply,
          royaltyBps: draft.royaltyBps,
        }),
        waitForIndexer('Add it to the marketplace', async () => {
          const item = await catalog(browserReader).item(draft.id)
          return item.status === 'minted'
        }),
      ])
      navigate(itemHref(draft.id))
      return done
    },
    [start, navigate],
  )

  const create = useCallback(
    async (body: ItemAddBody, collection: CollectionView) => {
      const { supply, ...rest } = body
      const added = await catalogWrites
        .addItem({ ...rest, supply: supply?.toString() })
        .catch(() => undefined)
      if (!added) return
      // A draft whose mint is closed stays on its page, where its creator can mint or delete it.
      await mintDraft(
        { id: added.id, tokenUri: added.tokenUri, supply, royaltyBps: body.royalty ?? collection.royaltyBps },
        collection,
      )
    },
    [mintDraft],
  )
  return { create, mintDraft, busy }
}
