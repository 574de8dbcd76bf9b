import { ETH_CURRENCY } from '@kid/shared/market/currency'
import type { ItemView } from '@kid/shared/market/views'
import { Link } from 'react-router'
import { buttonClass } from '../../ui/Button.tsx'
import { itemHref } from '../market/links.ts'
import { ethOf } from './format.ts'

/** Where the marketplace lists an item for sale: its price and duration, then the wallet's signature. */
export const sellHref = (itemId: number) => `/sellConfig?${new URLSearchParams({ ids: String(itemId) })}`

/**
 * A name's place on the marketplace, on its page: listed, its price and a way to buy it (its holder
 * sees the listing instead); held and not listed, a way for its holder to sell it. Nothing while
 * the name has no item (no chain) or cannot be sold (expired, or not the viewer's).
 */
export function NameOnMarket({ item, mine, live }: { item: ItemView | null; mine: boolean; live: boolean }) {
  if (!item || !live) return null
  const { listing } = item
  if (listing) {
    const price = listing.currency.toLowerCase() === ETH_CURRENCY ? ethOf(listing.priceWei) : null
    return (
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-4">
        <p className="text-sm font-semibold text-fg">
          {price ? `Listed for ${price}` : 'Listed on the marketplace'}
        </p>
        <Link to={itemHref(item.id)} className={buttonClass(mine ? 'outline' : 'primary', 'md')}>
          {mine ? 'View listing' : 'Buy'}
        </Link>
      </div>
    )
  }
  if (!mine) return null
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-line bg-surface p-4">
      <p className="text-sm text-fg-muted">
        A .kid name is an NFT: sell it like any item. The buyer holds it, with their own records.
      </p>
      <Link to={sellHref(item.id)} className={buttonClass('outline', 'md')}>
        Sell on the marketplace
      </Link>
    </div>
  )
}
