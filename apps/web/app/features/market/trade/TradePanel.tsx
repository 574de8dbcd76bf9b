import { formatUnits } from '@kid/shared/format/units'
import type { ItemInfo } from '@kid/shared/market/views'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useRevalidator } from 'react-router'
import { zeroAddress } from 'viem'
import { useSession } from '../../../lib/session/SessionProvider.tsx'
import { Button } from '../../../ui/Button.tsx'
import { minimumBid } from '../../chain/actions/placeBid.ts'
import { loadChainConfig } from '../../chain/chainConfig.ts'
import { chainNow } from '../../chain/chainNow.ts'
import { isAuction } from '../channel.ts'
import { AmountDialog } from './AmountDialog.tsx'
import { currenciesOf, currencyOf } from './currencies.ts'
import { ListDialog } from './ListDialog.tsx'
import { type TradeAction, tradeActions } from './tradeActions.ts'
import { saleDetail } from './tradeApi.ts'
import { useBuyingFlows } from './useBuyingFlows.ts'
import { useListingFlows } from './useListingFlows.ts'

type Open = 'list' | 'price' | 'offer' | 'bid' | null
const OFFER_DAYS = 7

/**
 * The item page's trade actions for whoever looks at it: the holder lists, edits, cancels, accepts
 * the best offer or delivers an ended auction; anyone else buys, offers or bids. Every action is a
 * flow in the transaction dialog; the page reloads the item when it is done.
 */
export function TradePanel({ item }: { item: ItemInfo }) {
  const { user, loggedIn } = useSession()
  const revalidator = useRevalidator()
  const refresh = () => void revalidator.revalidate()
  const selling = useListingFlows(refresh)
  const buying = useBuyingFlows(item, refresh)
  const flows = { ...selling, ...buying, busy: selling.busy || buying.busy }
  const [open, setOpen] = useState<Open>(null)
  const config = useQuery({ queryKey: ['chain-config'], queryFn: loadChainConfig })
  const listing = item.listing
  const order = useQuery({
    queryKey: ['sale-detail', item.id, listing?.orderId],
    queryFn: () => saleDetail(item.id, listing?.orderId as number),
    // sale/detail is not an /open/ call: asking it signed out would end in the login redirect.
    enabled: Boolean(listing) && loggedIn,
  })
  const now = useQuery({
    queryKey: ['chain-now', item.id],
    queryFn: chainNow,
    enabled: Boolean(listing && isAuction(listing.channel)),
  })
  if (item.status !== 'minted' || !config.data) return null
  const currency = currencyOf(config.data, listing?.currency ?? zeroAddress)
  const best = item.highestOffer
  const lastBid = listing && isAuction(listing.channel) && best ? BigInt(best.priceWei) : undefined
  const close = (o: boolean) => !o && setOpen(null)
  const orderId = listing?.orderId ?? 0
  const run: Record<TradeAction, () => unknown> = {
    'List for sale': () => setOpen('list'),
    'Edit price': () => setOpen('price'),
    'Cancel listing': () => flows.cancel(orderId),
    'Accept offer': () => best && flows.deliver(orderId, best.offerId),
    Deliver: () => flows.deliver(orderId),
    'Buy now': () => flows.buy(orderId),
    'Make offer': () => setOpen('offer'),
    'Cancel offer': () => best && flows.cancelOffer(best.offerId),
    'Place bid': () => setOpen('bid'),
  }
  // The auction's end is judged by the chain's clock, as the Exchange judges it.
  const actions = tradeActions(item, user.walletaddress, now.data ?? Date.now())

  return (
    <fieldset className="mt-4 flex flex-wrap gap-3">
      <legend className="sr-only">Trade</legend>
      {actions.map((action, index) => (
        <Button
          key={action}
          variant={index === 0 ? 'primary' : 'outline'}
          disabled={flows.busy || (action === 'Make offer' && !order.data)}
          onClick={() => void run[action]()}
        >
          {action}
        </Button>
      ))}

      <ListDialog
        item={item}
        currencies={(kind) => currenciesOf(config.data, kind === 'auction')}
        open={open === 'list'}
        onOpenChange={close}
        onList={flows.list}
      />
      {listing && order.data && (
        <AmountDialog
          open={open === 'price'}
          onOpenChange={close}
          title="Edit price"
          label="New price"
          confirm="Save price"
          currency={currency}
          onSubmit={(price) => flows.modify(order.data, price)}
        />
      )}
      {listing && order.data && (
        <AmountDialog
          open={open === 'offer'}
          onOpenChange={close}
          title="Make offer"
          label="Your offer"
          confirm="Make offer"
          currency={currency}
          onSubmit={(price) =>
            flows.makeOffer(order.data, price, BigInt(Math.floor(Date.now() / 1000) + OFFER_DAYS * 86_400))
          }
        >
          <p className="mb-3 text-sm text-fg-muted">
            The offer is valid for {OFFER_DAYS} days. Your {currency.symbol} stays in your wallet until the
            seller accepts.
          </p>
        </AmountDialog>
      )}
      {listing && (
        <AmountDialog
          open={open === 'bid'}
          onOpenChange={close}
          title="Place bid"
          label="Your bid"
          confirm="Place bid"
          currency={currency}
          min={minimumBid(BigInt(listing.priceWei), lastBid)}
          onSubmit={(price) => flows.bid(listing.orderId, price, currency.address)}
        >
          {lastBid !== undefined && (
            <p className="mb-3 text-sm text-fg-muted">
              Highest bid: {formatUnits(lastBid, currency.decimals)} {currency.symbol}. A new bid must be at
              least 5% higher; it is escrowed until you are outbid.
            </p>
          )}
        </AmountDialog>
      )}
    </fieldset>
  )
}
