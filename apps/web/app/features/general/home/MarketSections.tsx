import type { ItemView } from '@kid/shared/market/views'
import { cn } from '../../../ui/cn.ts'
import { CollectionCard } from '../../market/CollectionCard.tsx'
import { ItemCard } from '../../market/ItemCard.tsx'
import { BannerCarousel } from './BannerCarousel.tsx'
import { HomeSection } from './HomeSection.tsx'
import type { HomeMarket } from './homeMarket.ts'
import { TopCreators } from './TopCreators.tsx'

/** A card's width in ItemRow: fixed on phones (a row to swipe), a grid in a Container above. */
const CARD_SIZES =
  '(min-width: 1280px) 232px, (min-width: 1024px) calc((100vw - 112px) / 5 - 2px), (min-width: 750px) calc((100vw - 100px) / 4 - 2px), 174px'

/** A row to swipe on phones, a grid from `desk:` up (its columns added by each use). */
const SWIPE_ROW = '-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-2 desk:mx-0 desk:grid desk:px-0'

// No card here is eager: the rows come after the hero and the collections, below the first screen
// on a phone and on a 1440 × 900 desktop alike.
function ItemRow({ items, label }: { items: ItemView[]; label: string }) {
  return (
    <ul aria-label={label} className={cn(SWIPE_ROW, 'desk:grid-cols-4 lg:grid-cols-5')}>
      {items.map((item) => (
        <li key={item.id} className="w-44 shrink-0 snap-start desk:w-auto">
          <ItemCard item={item} sizes={CARD_SIZES} />
        </li>
      ))}
    </ul>
  )
}

/** The market's sections of the home page, each only when it has data (never placeholders). */
export function MarketSections({ market }: { market: HomeMarket }) {
  const { banners, index } = market
  const items = index?.items ?? []
  const auctions = index?.auctions ?? []
  const creators = index?.creators ?? []
  // Trending needs sales in the last 7 days; until there are some, the featured ones stand in.
  const trending = index?.collections ?? []
  // A collection with nothing in it yet has nothing to show a visitor.
  const collections = (trending.length > 0 ? trending : market.collections).filter((c) => c.items > 0)
  return (
    <>
      {banners.length > 0 && <BannerCarousel banners={banners} />}
      {collections.length > 0 && (
        <HomeSection
          id="home-collections"
          title={trending.length > 0 ? 'Trending collections' : 'Featured collections'}
          more={{ to: '/marketplace', label: 'Explore' }}
        >
          <ul
            aria-label="Collections"
            className={cn(SWIPE_ROW, 'desk:grid-cols-2 desk:gap-4 lg:grid-cols-4')}
          >
            {collections.map((c) => (
              <li key={c.id} className="w-72 shrink-0 snap-start desk:w-auto">
                <CollectionCard collection={c} />
              </li>
            ))}
          </ul>
        </HomeSection>
      )}
      {auctions.length > 0 && (
        <HomeSection
          id="home-auctions"
          title="Live auctions"
          more={{ to: '/marketplace?status=auction', label: 'All auctions' }}
        >
          <ItemRow items={auctions} label="Live auctions" />
        </HomeSection>
      )}
      {items.length > 0 && (
        <HomeSection id="home-items" title="New NFTs" more={{ to: '/marketplace', label: 'See all' }}>
          <ItemRow items={items} label="New NFTs" />
        </HomeSection>
      )}
      {creators.length > 0 && (
        <HomeSection
          id="home-creators"
          title="Top creators"
          more={{ to: '/marketplace/creators', label: 'View all' }}
        >
          <TopCreators creators={creators} />
        </HomeSection>
      )}
    </>
  )
}
