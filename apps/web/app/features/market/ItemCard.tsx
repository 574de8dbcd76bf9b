import type { ItemView } from '@kid/shared/market/views'
import { Gavel, Play } from 'lucide-react'
import { Link } from 'react-router'
import { isAuction } from './channel.ts'
import { cardPicture } from './itemPicture.ts'
import { itemHref } from './links.ts'
import { Media } from './Media.tsx'
import { Money } from './Money.tsx'

/**
 * A catalogue card: media, collection, name and the price chip; the whole card is the link. `sizes`
 * is the card's width in its list; `eager` for the cards above the fold.
 */
export function ItemCard({
  item,
  sizes,
  eager,
  ethUsd,
}: {
  item: ItemView
  sizes: string
  eager?: boolean
  /** The ETH/USD rate, when the page has one: the price then shows its USD value too. */
  ethUsd?: string
}) {
  const listing = item.listing
  return (
    <Link
      to={itemHref(item.id)}
      className="group flex h-full flex-col overflow-hidden rounded-xl border border-line bg-surface shadow-card transition-all hover:-translate-y-0.5 hover:shadow-pop focus-visible:outline-2 focus-visible:outline-brand-500"
    >
      <div className="relative aspect-square overflow-hidden bg-canvas">
        <Media
          url={item.mediaUrl}
          type={item.mediaType}
          picture={cardPicture(item.mediaUrl, item.thumbnailUrl)}
          sizes={sizes}
          eager={eager}
          alt={item.name}
          className="transition-transform duration-300 group-hover:scale-105"
        />
        {item.mediaType === 'video' && (
          <span className="absolute top-2 right-2 rounded-full bg-ink-900/70 p-1.5 text-white">
            <Play className="size-3.5" aria-hidden="true" />
            <span className="sr-only">Video</span>
          </span>
        )}
        {listing && isAuction(listing.channel) && (
          <span className="absolute top-2 left-2 inline-flex items-center gap-1 rounded-full bg-ink-900/70 px-2 py-1 text-xs font-semibold text-white">
            <Gavel className="size-3.5" aria-hidden="true" />
            Auction
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <p className="truncate text-xs font-medium text-fg-muted">{item.collectionName}</p>
        <h3 className="truncate text-sm font-bold text-fg">{item.name}</h3>
        <div className="mt-auto flex min-h-6 items-center justify-between gap-2 pt-2">
          {listing ? (
            <Money amount={listing.priceWei} currency={listing.currency} ethUsd={ethUsd} />
          ) : (
            <span className="text-xs text-fg-subtle">
              {item.status === 'draft' ? 'Not minted yet' : 'Not for sale'}
            </span>
          )}
        </div>
      </div>
    </Link>
  )
}
