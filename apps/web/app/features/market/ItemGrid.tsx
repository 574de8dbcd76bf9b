import type { ItemView } from '@kid/shared/market/views'
import { Skeleton } from '../../ui/Skeleton.tsx'
import { EmptyState, type EmptyStateProps } from './EmptyState.tsx'
import { ItemCard } from './ItemCard.tsx'
import { ListRetry } from './ListRetry.tsx'
import type { PagedList } from './usePagedList.ts'

const GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 desk:gap-4 lg:grid-cols-4 xl:grid-cols-5'
/** A card's width in GRID, inside a Container. */
const CARD_SIZES =
  '(min-width: 1280px) 228px, (min-width: 1024px) calc((100vw - 112px) / 4 - 2px), (min-width: 750px) calc((100vw - 96px) / 3 - 2px), (min-width: 640px) calc((100vw - 56px) / 3 - 2px), calc(50vw - 24px)'
/**
 * The cards loaded with the page: GRID's widest first row (five, from 1280 px); on a phone, the first
 * two rows and one card of the third, on or just below the first screen.
 */
const FIRST_ROW = 5

export function ItemSkeletons({ count = 10 }: { count?: number }) {
  return Array.from({ length: count }, (_, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
    <li key={i} className="overflow-hidden rounded-xl border border-line bg-surface">
      <Skeleton className="aspect-square rounded-none" />
      <div className="space-y-2 p-3">
        <Skeleton className="h-3 w-1/2" />
        <Skeleton className="h-4 w-3/4" />
        <Skeleton className="h-4 w-1/3" />
      </div>
    </li>
  ))
}

/** Cards in a dense responsive grid, skeletons while a page loads, and an empty state. */
export function ItemGrid({
  list,
  empty,
  label,
}: {
  list: PagedList<ItemView>
  empty: EmptyStateProps
  label: string
}) {
  if (!list.loading && !list.failed && list.items.length === 0) return <EmptyState {...empty} />
  return (
    <div>
      <ul className={GRID} aria-label={label} aria-busy={list.loading}>
        {list.items.map((item, i) => (
          <li key={item.id}>
            <ItemCard item={item} sizes={CARD_SIZES} eager={i < FIRST_ROW} />
          </li>
        ))}
        {list.loading && <ItemSkeletons count={list.items.length ? 5 : 10} />}
      </ul>
      {list.failed && <ListRetry what="The list" onRetry={list.loadMore} />}
    </div>
  )
}
