import type { ActivityView } from '@kid/shared/market/views'
import type { Page } from '@kid/shared/page'
import { Skeleton } from '../../ui/Skeleton.tsx'
import { ActivityTable } from './ActivityTable.tsx'
import { usePagedList } from './usePagedList.ts'

/** An activity table that loads further pages as the visitor scrolls. */
export function ActivityList({
  first,
  fetchPage,
  showItem,
}: {
  first: Page<ActivityView> | null
  fetchPage: (page: number) => Promise<Page<ActivityView>>
  showItem?: boolean
}) {
  const list = usePagedList(first, fetchPage)
  return (
    <div aria-busy={list.loading}>
      {(list.items.length > 0 || !list.loading) && <ActivityTable rows={list.items} showItem={showItem} />}
      {list.loading && <Skeleton className="mt-2 h-10 w-full" />}
    </div>
  )
}
