import type { ItemInfo, ItemView } from '@kid/shared/market/views'
import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router'
import { ItemCard } from '../ItemCard.tsx'
import { collectionHref } from '../links.ts'

/** How many other items the row shows. */
export const MORE_SHOWN = 8
/**
 * A card's width in the row: four across the Container (1216 px of content at most, 2 rem padding,
 * three 12 px gaps), and a scrolling strip of 45 % of the screen on phones.
 */
const CARD_SIZES = '(min-width: 1280px) 295px, (min-width: 750px) calc(25vw - 25px), 45vw'

/** "More from this collection": the collection's newest other items, and the way to the collection. */
export function MoreFromCollection({
  item,
  others,
  ethUsd,
}: {
  item: Pick<ItemInfo, 'id' | 'collection' | 'collectionName'>
  others: ItemView[]
  ethUsd?: string
}) {
  const shown = others.filter((other) => other.id !== item.id).slice(0, MORE_SHOWN)
  return (
    <section aria-labelledby="more-from-collection" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="more-from-collection" className="text-xl font-bold text-fg">
          More from this collection
        </h2>
        <Link
          to={collectionHref(item.collection)}
          className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
        >
          View {item.collectionName}
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
      {shown.length === 0 ? (
        <p className="text-sm text-fg-muted">This is the only item of the collection so far.</p>
      ) : (
        <ul className="-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-2 desk:mx-0 desk:grid desk:grid-cols-4 desk:overflow-visible desk:px-0">
          {shown.map((other) => (
            <li key={other.id} className="w-[45vw] max-w-60 shrink-0 snap-start desk:w-auto desk:max-w-none">
              <ItemCard item={other} sizes={CARD_SIZES} ethUsd={ethUsd} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
