import type { ItemInfo } from '@kid/shared/market/views'
import { isAuction } from './channel.ts'
import { PriceTag } from './PriceTag.tsx'
import { TradePanel } from './trade/TradePanel.tsx'

/**
 * Where the trade engineer's <TradePanel> (features/market/trade) mounts on the item page:
 * buy, list, offer and bid. Until it is there the slot shows what the catalogue knows —
 * the current listing and the best offer — read-only.
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
          <PriceTag wei={listing.priceWei} ethUsd={ethUsd} size="lg" className="mt-1" />
        </>
      ) : (
        <p className="text-sm text-fg-muted">
          {item.status === 'draft' ? 'Not minted yet' : 'Not listed for sale'}
        </p>
      )}
      {item.highestOffer && (
        <p className="mt-3 flex items-center gap-2 text-sm text-fg-muted">
          Best offer <PriceTag wei={item.highestOffer.priceWei} ethUsd={ethUsd} />
        </p>
      )}
      <TradePanel item={item} />
    </section>
  )
}
