import type { ItemInfo } from '@kid/shared/market/views'
import { isAuction } from './channel.ts'
import { Money } from './Money.tsx'
import { TradePanel } from './trade/TradePanel.tsx'

/**
 * The item page's price box: the current listing and the best offer in their own currencies,
 * with the <TradePanel> (features/market/trade) under them for buying, listing, offers and bids.
 */
export function TradeSlot({ item, ethUsd }: { item: ItemInfo; ethUsd?: string }) {
  const listing = item.listing
  return (
    <section
      data-slot="trade-panel"
      aria-label="Price"
      className="rounded-xl border border-line bg-surface p-5 shadow-card"
    >
      {listing ? (
        <>
          <p className="text-sm text-fg-muted">
            {isAuction(listing.channel) ? 'Current bid' : 'Current price'}
          </p>
          <div className="mt-1">
            <Money amount={listing.priceWei} currency={listing.currency} ethUsd={ethUsd} size="lg" />
          </div>
        </>
      ) : (
        <p className="text-sm text-fg-muted">
          {item.status === 'draft' ? 'Not minted yet' : 'Not listed for sale'}
        </p>
      )}
      {item.highestOffer && (
        <p className="mt-3 flex items-center gap-2 text-sm text-fg-muted">
          Best offer{' '}
          <Money amount={item.highestOffer.priceWei} currency={item.highestOffer.currency} ethUsd={ethUsd} />
        </p>
      )}
      <TradePanel item={item} />
    </section>
  )
}
