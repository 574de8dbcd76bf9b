import type { ActivityView } from '@kid/shared/market/views'
import type { Page } from '@kid/shared/page'
import { Skeleton } from '../../ui/Skeleton.tsx'
import { ActivityTable } from './ActivityTable.tsx'
import { EmptyState, type EmptyStateProps } from './EmptyState.tsx'
import { ListRetry } from './ListRetry.tsx'
import { usePagedList } from './usePagedList.ts'

/** An activity table that loads further pages as the visitor scrolls; `empty` once there is none. */
export function ActivityList({
  first,
  fetchPage,
  showItem,
  empty,
}: {
  first: Page<ActivityView> | null
  fetchPage: (page: number) => Promise<Page<ActivityView>>
  showItem?: boolean
  empty: EmptyStateProps
}) {
  const list = usePagedList(first, fetchPage)
  if (!list.loading && !list.failed && list.items.length === 0) return <EmptyState {...empty} />
  return (
    <div aria-busy={list.loading}>
      {list.items.length > 0 && <ActivityTable rows={list.items} showItem={showItem} />}
      {list.loading && <Skeleton className="mt-2 h-10 w-full" />}
      {list.failed && <ListRetry what="The activity" onRetry={list.loadMore} />}
    </div>
  )
}
