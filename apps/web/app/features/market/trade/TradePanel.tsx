import { formatUnits } from '@kid/shared/format/units'
import type { ItemInfo } from '@kid/shared/market/views'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useRevalidator } from 'react-router'
import { zeroAddress } from 'viem'
import { useSession } from '../../../lib/session/SessionProvider.tsx'
import { Button } from '../../../ui/Button.tsx'
import { minimumBid } from '../../chain/actions/placeBid.ts'
import { isAuction } from '../channel.ts'
import { AmountDialog } from './AmountDialog.tsx'
import { BuyDialog } from './BuyDialog.tsx'
import { currenciesOf, currencyOf } from './currencies.ts'
import { EditionFacts } from './EditionFacts.tsx'
import { ListDialog } from './ListDialog.tsx'
import { heldAmount } from './ownership.ts'
import { type TradeAction, tradeActions } from './tradeActions.ts'
import { useBuyingFlows } from './useBuyingFlows.ts'
import { useCancelOffer } from './useCancelOffer.ts'
import { useListingFlows } from './useListingFlows.ts'
import { TRADE_REFRESH_KEYS, useTradeQueries } from './useTradeQueries.ts'

type Open = 'list' | 'price' | 'offer' | 'bid' | 'buy' | null
const OFFER_DAYS = 7
/** What each amount dialog says, by the dialog it is: its title (the flow's too), field and button. */
const AMOUNT_WORDS = {
  price: { title: 'Edit price', label: 'New price', confirm: 'Save price' },
  offer: { title: 'Make offer', label: 'Your offer', confirm: 'Make offer' },
  bid: { title: 'Place bid', label: 'Your bid', confirm: 'Place bid' },
} as const

/**
 * The item page's trade actions for whoever looks at it: the holder lists, edits, cancels, accepts
 * the best offer or delivers an ended auction; anyone else buys, offers or bids. Every action is a
 * flow in the transaction dialog; the page reloads the item when it is done.
 */
export function TradePanel({ item }: { item: ItemInfo }) {
  const { user } = useSession()
  const revalidator = useRevalidator()
  const queryClient = useQueryClient()
  const refresh = () => {
    void revalidator.revalidate()
    for (const queryKey of TRADE_REFRESH_KEYS) void queryClient.invalidateQueries({ queryKey })
  }
  const selling = useListingFlows(refresh)
  const buying = useBuyingFlows(item, refresh)
  const withdrawing = useCancelOffer(refresh)
  const flows = {
    ...selling,
    ...buying,
    cancelOffer: withdrawing.cancelOffer,
    busy: selling.busy || buying.busy || withdrawing.busy,
  }
  const [open, setOpen] = useState<Open>(null)
  const { config, order, now, payer } = useTradeQueries(item, open === 'offer' || open === 'bid')
  const listing = item.listing
  if (item.status !== 'minted' || !config.data) return null
  const currency = currencyOf(config.data, listing?.currency ?? zeroAddress)
  const best = item.highestOffer
  const lastBid = listing && isAuction(listing.channel) && best ? BigInt(best.priceWei) : undefined
  const close = (o: boolean) => !o && setOpen(null)
  const amountDialog = (which: keyof typeof AMOUNT_WORDS) => ({
    ...AMOUNT_WORDS[which],
    open: open === which,
    onOpenChange: close,
    currency,
  })
  const orderId = listing?.orderId ?? 0
  // An ERC-1155 listing sells in parts: the copies left after indexed fills, as everyone sees them.
  const left = listing && (listing.channel & 2) === 2 ? BigInt(listing.left) : undefined
  const run: Record<TradeAction, () => unknown> = {
    'List for sale': () => setOpen('list'),
    'Edit price': () => setOpen('price'),
    'Cancel listing': () => flows.cancel(orderId),
    'Accept offer': () => best && flows.deliver(orderId, best.offerId),
    Deliver: () => flows.deliver(orderId),
    'Buy now': () => (left !== undefined && left > 1n ? setOpen('buy') : flows.buy(orderId)),
    'Make offer': () => setOpen('offer'),
    'Cancel offer': () => best && flows.cancelOffer(best.offerId),
    'Place bid': () => setOpen('bid'),
  }
  // The auction's end is judged by the chain's clock, as the Exchange judges it.
  const actions = tradeActions(item, user.walletaddress, now.data ?? Date.now())

  const held = item.standard === 1155 ? heldAmount(item, user.walletaddress) : 0n
  const waiting = (action: TradeAction) => action === 'Make offer' && !order.data

  return (
    <>
      <EditionFacts left={left} listed={listing?.amount} held={held} />
      <fieldset className="mt-4 flex flex-wrap gap-3">
        <legend className="sr-only">Trade</legend>
        {actions.map((action, index) => (
          <Button
            key={action}
            variant={index === 0 ? 'primary' : 'outline'}
            disabled={flows.busy || waiting(action)}
            onClick={() => void run[action]()}
          >
            {action}
          </Button>
        ))}
        {listing && left !== undefined && (
          <BuyDialog
            open={open === 'buy'}
            onOpenChange={close}
            currency={currency}
            unitPrice={BigInt(listing.priceWei)}
            available={left}
            listed={BigInt(listing.amount)}
            onBuy={(quantity) => flows.buy(orderId, quantity)}
          />
        )}

        <ListDialog
          item={item}
          currencies={(kind) => currenciesOf(config.data, kind === 'auction')}
          open={open === 'list'}
          onOpenChange={close}
          onList={flows.list}
        />
        {listing && order.data && (
          <AmountDialog {...amountDialog('price')} onSubmit={(price) => flows.modify(order.data, price)} />
        )}
        {listing && order.data && (
          <AmountDialog
            {...amountDialog('offer')}
            balances={payer}
            onSubmit={(price, wrap) =>
              flows.makeOffer(
                order.data,
                price,
                BigInt(Math.floor(Date.now() / 1000) + OFFER_DAYS * 86_400),
                wrap,
              )
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
            {...amountDialog('bid')}
            min={minimumBid(BigInt(listing.priceWei), lastBid)}
            balances={payer}
            onSubmit={(price, wrap) => flows.bid(listing.orderId, price, currency.address, wrap)}
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
    </>
  )
}
