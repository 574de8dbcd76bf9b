import type { ChainConfig } from '@kid/shared/chain-config'
import { ETH_CURRENCY } from '@kid/shared/market/currency'
import type { OrderView } from '@kid/shared/market/trade'
import type { ItemInfo } from '@kid/shared/market/views'
import { useState } from 'react'
import { useRevalidator } from 'react-router'
import { useQueryCache } from '../../../lib/query.tsx'
import { isAuction } from '../channel.ts'
import { AmountDialog } from './AmountDialog.tsx'
import { BuyDialog } from './BuyDialog.tsx'
import { currenciesOf, currencyOf } from './currencies.ts'
import { ItemOfferDialog } from './ItemOfferDialog.tsx'
import { ListDialog } from './ListDialog.tsx'
import { type FlowRequest, useRequests } from './onDemand.ts'
import { PayDialogs } from './PayDialogs.tsx'
import { offersOnListing, type TradeAction } from './tradeActions.ts'
import { useBuyingFlows } from './useBuyingFlows.ts'
import { useCancelOffer } from './useCancelOffer.ts'
import { useItemOffers } from './useItemOffers.ts'
import { useListingFlows } from './useListingFlows.ts'
import { TRADE_REFRESH_KEYS } from './useTradeQueries.ts'

type Open = 'list' | 'price' | 'offer' | 'item-offer' | 'bid' | 'buy' | null

export type TradeFlowsProps = {
  item: ItemInfo
  config: ChainConfig
  /** The whole listing (sale/detail), once read. */
  order: OrderView | undefined
  request: FlowRequest<TradeAction> | undefined
  onBusy: (busy: boolean) => void
}

/**
 * The trade panel's flows, loaded with its first action (TradePanel): each action is a flow in the
 * transaction dialog, some after a dialog of their own; the page reloads the item when it is done.
 */
export function TradeFlows({ item, config, order, request, onBusy }: TradeFlowsProps) {
  const revalidator = useRevalidator()
  const queries = useQueryCache()
  const refresh = () => {
    void revalidator.revalidate()
    for (const queryKey of TRADE_REFRESH_KEYS) void queries.invalidateQueries({ queryKey })
  }
  const selling = useListingFlows(refresh)
  const buying = useBuyingFlows(item, refresh)
  const withdrawing = useCancelOffer(refresh)
  const offering = useItemOffers(item, refresh)
  const [open, setOpen] = useState<Open>(null)
  const listing = item.listing
  const currency = currencyOf(config, listing?.currency ?? ETH_CURRENCY)
  const best = item.highestOffer
  const lastBid = listing && isAuction(listing.channel) && best ? BigInt(best.priceWei) : undefined
  const orderId = listing?.orderId ?? 0
  // An ERC-1155 listing sells in parts: the copies left after indexed fills, as everyone sees them.
  const left = listing && (listing.channel & 2) === 2 ? BigInt(listing.left) : undefined
  const run: Record<TradeAction, () => unknown> = {
    'List for sale': () => setOpen('list'),
    'Edit price': () => setOpen('price'),
    'Cancel listing': () => selling.cancel(orderId),
    // A listed item's exchange approval is in place; an unlisted one's holder may still have to give it.
    'Accept offer': () =>
      best && (listing ? buying.deliver(orderId, best.offerId) : offering.accept(best.offerId)),
    Deliver: () => buying.deliver(orderId),
    'Buy now': () => (left !== undefined && left > 1n ? setOpen('buy') : buying.buy(orderId)),
    'Make offer': () => setOpen(offersOnListing(listing) ? 'offer' : 'item-offer'),
    'Cancel offer': () => best && withdrawing.cancelOffer(best.offerId),
    'Place bid': () => setOpen('bid'),
  }
  const busy = selling.busy || buying.busy || withdrawing.busy || offering.busy
  useRequests(request, (action) => run[action](), busy, onBusy)

  const close = (o: boolean) => !o && setOpen(null)
  return (
    <>
      {listing && left !== undefined && (
        <BuyDialog
          open={open === 'buy'}
          onOpenChange={close}
          currency={currency}
          unitPrice={BigInt(listing.priceWei)}
          available={left}
          listed={BigInt(listing.amount)}
          onBuy={(quantity) => buying.buy(orderId, quantity)}
        />
      )}
      <ListDialog
        item={item}
        currencies={(kind) => currenciesOf(config, kind === 'auction')}
        open={open === 'list'}
        onOpenChange={close}
        onList={selling.list}
      />
      {listing && order && (
        <AmountDialog
          title="Edit price"
          label="New price"
          confirm="Save price"
          open={open === 'price'}
          onOpenChange={close}
          currency={currency}
          onSubmit={(price) => selling.modify(order, price)}
        />
      )}
      <ItemOfferDialog
        open={open === 'item-offer'}
        onOpenChange={close}
        currencies={currenciesOf(config, true)}
        onOffer={offering.makeOffer}
      />
      {listing && (
        <PayDialogs
          listing={listing}
          order={order}
          currency={currency}
          lastBid={lastBid}
          open={open === 'offer' || open === 'bid' ? open : null}
          onClose={() => setOpen(null)}
          buying={buying}
        />
      )}
    </>
  )
}
