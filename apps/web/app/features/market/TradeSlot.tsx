import type { ItemInfo } from '@kid/shared/market/views'
import { Clock } from 'lucide-react'
import { lazyPart } from '../../ui/lazyPart.tsx'
import { isAuction } from './channel.ts'
import { localDateTime } from './localTime.ts'
import { Money } from './Money.tsx'
import { TradePanel } from './trade/TradePanel.tsx'

/** Only an auction's item page draws the countdown: its code (and the chain clock's) loads with one. */
const AuctionCountdown = lazyPart(
  () => import('./item/AuctionCountdown.tsx').then((m) => m.AuctionCountdown),
  () => <div aria-hidden="true" className="mt-3 h-14 max-w-xs" />,
)

type Listing = NonNullable<ItemInfo['listing']>

/**
 * What the price box leads with: a fixed price; an auction's highest bid (its best offer is that
 * escrowed bid), or its reserve until someone bids.
 */
export function headline(listing: Listing, highestOffer: ItemInfo['highestOffer']) {
  if (!isAuction(listing.channel))
    return { label: 'Current price', amount: listing.priceWei, currency: listing.currency }
  if (highestOffer)
    return { label: 'Current bid', amount: highestOffer.priceWei, currency: highestOffer.currency }
  return { label: 'Reserve price', amount: listing.priceWei, currency: listing.currency }
}

/**
 * The item page's price box: the current listing (and when it ends) and the best offer in their own
 * currencies, with the <TradePanel> (features/market/trade) under them for buying, listing, offers
 * and bids.
 */
export function TradeSlot({ item, ethUsd }: { item: ItemInfo; ethUsd?: string }) {
  const listing = item.listing
  const auction = listing ? isAuction(listing.channel) : false
  const lead = listing && headline(listing, item.highestOffer)
  return (
    <section
      data-slot="trade-panel"
      aria-label="Price"
      className="rounded-xl border border-line bg-surface p-5 shadow-card"
    >
      {listing && lead ? (
        <>
          <p className="flex items-center gap-1.5 text-sm text-fg-muted" suppressHydrationWarning>
            <Clock aria-hidden="true" className="size-4" />
            {auction ? 'Auction ends' : 'Sale ends'} {localDateTime(listing.endTime)}
          </p>
          {auction && <AuctionCountdown itemId={item.id} endTime={listing.endTime} />}
          <p className="mt-3 text-sm text-fg-muted">{lead.label}</p>
          <div className="mt-1">
            <Money amount={lead.amount} currency={lead.currency} ethUsd={ethUsd} size="lg" />
          </div>
        </>
      ) : (
        <p className="text-sm text-fg-muted">
          {item.status === 'draft' ? 'Not minted yet' : 'Not listed for sale'}
        </p>
      )}
      {item.highestOffer && (
        <p className="mt-3 flex items-center gap-2 text-sm text-fg-muted">
          {auction ? 'Reserve price' : 'Best offer'}{' '}
          <Money
            amount={auction && listing ? listing.priceWei : item.highestOffer.priceWei}
            currency={auction && listing ? listing.currency : item.highestOffer.currency}
            ethUsd={ethUsd}
          />
        </p>
      )}
      <TradePanel item={item} />
    </section>
  )
}
