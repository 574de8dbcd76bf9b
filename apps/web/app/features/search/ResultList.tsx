import type { ReactNode } from 'react'
import { Button } from '../../ui/Button.tsx'
import { Skeleton } from '../../ui/Skeleton.tsx'
import type { PagedList } from '../market/usePagedList.ts'

/**
 * Collections or people of a search tab, in `grid`: the rows loaded so far, placeholders while the
 * next page loads (on scroll, as the catalogue's grids), and a retry when one failed.
 */
export function ResultList<T>({
  list,
  label,
  grid,
  keyOf,
  render,
  placeholder,
}: {
  list: PagedList<T>
  label: string
  grid: string
  keyOf: (row: T) => string | number
  render: (row: T) => ReactNode
  /** The height of a row's placeholder (a Tailwind h-* class). */
  placeholder: string
}) {
  return (
    <div>
      <ul className={grid} aria-label={label} aria-busy={list.loading}>
        {list.items.map((row) => (
          <li key={keyOf(row)}>{render(row)}</li>
        ))}
        {list.loading &&
          Array.from({ length: 4 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <li key={`placeholder-${i}`}>
              <Skeleton className={`${placeholder} rounded-xl`} />
            </li>
          ))}
      </ul>
      {list.failed && (
        <div className="mt-6 flex items-center justify-center gap-3 text-sm text-fg-muted" role="alert">
          The list could not be loaded.
          <Button variant="outline" size="sm" onClick={list.loadMore}>
            Try again
          </Button>
        </div>
      )}
    </div>
  )
}
