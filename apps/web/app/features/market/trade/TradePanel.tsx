import type { ItemInfo } from '@kid/shared/market/views'
import { useSession } from '../../../lib/session/SessionProvider.tsx'
import { WalletNeeded } from '../../wallet/WalletNeeded.tsx'
import { EditionFacts } from './EditionFacts.tsx'
import { FlowButton } from './FlowButton.tsx'
import { lazyModule, useOnDemand } from './onDemand.ts'
import { heldAmount } from './ownership.ts'
import { offersOnListing, type TradeAction, tradeActions } from './tradeActions.ts'
import { useTradeQueries } from './useTradeQueries.ts'

/** The flows behind the buttons (wallet, viem, dialogs): fetched on hover or focus, run on click. */
const loadFlows = lazyModule(() => import('./TradeFlows.tsx'))

/**
 * The item page's trade actions for whoever looks at it: the holder lists, edits, cancels, accepts
 * the best offer or delivers an ended auction; anyone else buys, offers or bids. The buttons are
 * the page's; what they start loads with the first one used (TradeFlows).
 */
export function TradePanel({ item }: { item: ItemInfo }) {
  const { user } = useSession()
  const { config, order, now } = useTradeQueries(item)
  const flows = useOnDemand<typeof import('./TradeFlows.tsx'), TradeAction>(loadFlows)
  const listing = item.listing
  if (item.status !== 'minted' || !config.data) return null
  // An ERC-1155 listing sells in parts: the copies left after indexed fills, as everyone sees them.
  const left = listing && (listing.channel & 2) === 2 ? BigInt(listing.left) : undefined
  // The auction's end is judged by the chain's clock, as the Exchange judges it.
  const actions = tradeActions(item, user.walletaddress, now.data ?? Date.now())
  const held = item.standard === 1155 ? heldAmount(item, user.walletaddress) : 0n
  // An offer on a listing signs for its option, read by sale/detail; one on the item builds its own.
  const waiting = (action: TradeAction) => action === 'Make offer' && offersOnListing(listing) && !order.data
  const Flows = flows.module?.TradeFlows

  return (
    <>
      <EditionFacts left={left} listed={listing?.amount} held={held} />
      <WalletNeeded purpose="buy, bid or make an offer" />
      <fieldset className="mt-4 flex flex-wrap gap-3">
        <legend className="sr-only">Trade</legend>
        {actions.map((action, index) => (
          <FlowButton
            key={action}
            variant={index === 0 ? 'primary' : 'outline'}
            flows={flows}
            value={action}
            disabled={waiting(action)}
          >
            {action}
          </FlowButton>
        ))}
        {Flows && (
          <Flows
            item={item}
            config={config.data}
            order={order.data}
            request={flows.request}
            onBusy={flows.setBusy}
          />
        )}
      </fieldset>
    </>
  )
}
