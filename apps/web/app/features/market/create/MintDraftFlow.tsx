import type { ItemInfo } from '@kid/shared/market/views'
import { type FlowRequest, useRequests } from '../trade/onDemand.ts'
import { useMintFlow } from './useMintFlow.ts'

/** The item page's Mint of a draft, loaded with its first use (CreatorItemActions). */
export function MintDraftFlow({
  item,
  request,
  onBusy,
}: {
  item: ItemInfo
  request: FlowRequest<'mint'> | undefined
  onBusy: (busy: boolean) => void
}) {
  const { mintDraft, busy } = useMintFlow()
  const mint = () =>
    item.tokenUri &&
    mintDraft(
      { id: item.id, tokenUri: item.tokenUri, supply: BigInt(item.supply), royaltyBps: item.royaltyBps },
      item.collection,
    )
  useRequests(request, mint, busy, onBusy)
  return null
}
