import { formatUnits } from '@kid/shared/format/units'
import type { ItemInfo } from '@kid/shared/market/views'
import { sameAddress } from '@kid/shared/validate/wallet-address'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useRevalidator } from 'react-router'
import { useSession } from '../../../lib/session/SessionProvider.tsx'
import { Button } from '../../../ui/Button.tsx'
import { minimumBid } from '../../chain/actions/placeBid.ts'
import { loadChainConfig } from '../../chain/chainConfig.ts'
import { chainNow } from '../../chain/chainNow.ts'
import { isAuction } from '../channel.ts'
import { AmountDialog } from './AmountDialog.tsx'
import { currenciesOf, currencyOf } from './currencies.ts'
import { ListDialog } from './ListDialog.tsx'
import { holds } from './ownership.ts'
import { saleDetail } from './tradeApi.ts'
import { useTradeFlows } from './useTradeFlows.ts'

type Open = 'list' | 'price' | 'offer' | 'bid' | null
const OFFER_DAYS = 7

/**
 * The item page's trade actions for whoever looks at it: the holder lists, edits, cancels, accepts
 * the best offer or delivers an ended auction; anyone else buys, offers or bids. Every action is a
 * flow in the transaction dialog; the page reloads the item when it is done.
 */
export function TradePanel({ item }: { item: ItemInfo }) {
  const { user } = useSession()
  const revalidator = useRevalidator()
  const flows = useTradeFlows(item, () => void revalidator.revalidate())
  const [open, setOpen] = useState<Open>(null)
  const config = useQuery({ queryKey: ['chain-config'], queryFn: loadChainConfig })
  const listing = item.listing
  const order = useQuery({
    queryKey: ['sale-detail', item.id, listing?.orderId],
    queryFn: () => saleDetail(item.id, listing?.orderId as number),
    enabled: Boolean(listing),
  })
  const now = useQuery({
    queryKey: ['chain-now', item.id],
    queryFn: chainNow,
    enabled: Boolean(listing && isAuction(listing.channel)),
  })
  if (item.status !== 'minted' || !config.data) return null
  const me = user.walletaddress
  const seller = Boolean(listing && me && sameAddress(listing.seller, me))
  const holder = holds(item, me)
  const auction = listing ? isAuction(listing.channel) : false
  // The summary's endTime is an ISO date; the auction ends by the chain's clock, not this computer's.
  const ended = listing ? Date.parse(listing.endTime) < (now.data ?? Date.now()) : false
  const currency = currencyOf(config.data, listing?.currency ?? '0x0000000000000000000000000000000000000000')
  const best = item.highestOffer
  const lastBid = auction && best ? BigInt(best.priceWei) : undefined
  const close = (o: boolean) => !o && setOpen(null)
  const disabled = flows.busy

  return (
    <fieldset className="mt-4 flex flex-wrap gap-3">
      <legend className="sr-only">Trade</legend>
      {!listing && holder && (
        <Button disabled={disabled} onClick={() => setOpen('list')}>
          List for sale
        </Button>
      )}
      {listing && seller && !auction && (
        <Button variant="outline" disabled={disabled} onClick={() => setOpen('price')}>
          Edit price
        </Button>
      )}
      {listing && seller && !(auction && lastBid) && (
        <Button variant="outline" disabled={disabled} onClick={() => flows.cancel(listing.orderId)}>
          Cancel listing
        </Button>
      )}
      {listing && seller && !auction && best && (
        <Button disabled={disabled} onClick={() => flows.deliver(listing.orderId, best.offerId)}>
          Accept offer
        </Button>
      )}
      {listing && auction && ended && lastBid && (seller || (best && me && sameAddress(best.bidder, me))) && (
        <Button disabled={disabled} onClick={() => flows.deliver(listing.orderId)}>
          Deliver
        </Button>
      )}
      {listing && !seller && !auction && (
        <Button disabled={disabled} onClick={() => flows.buy(listing.orderId)}>
          Buy now
        </Button>
      )}
      {listing && !seller && !auction && currency.symbol !== 'ETH' && (
        <Button variant="outline" disabled={disabled || !order.data} onClick={() => setOpen('offer')}>
          Make offer
        </Button>
      )}
      {listing && !auction && best && me && sameAddress(best.bidder, me) && (
        <Button variant="outline" disabled={disabled} onClick={() => flows.cancelOffer(best.offerId)}>
          Cancel offer
        </Button>
      )}
      {listing && !seller && auction && !ended && (
        <Button disabled={disabled} onClick={() => setOpen('bid')}>
          Place bid
        </Button>
      )}

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
