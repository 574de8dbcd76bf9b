import type { Page } from '@kid/shared/page'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useInfiniteScroll } from '../../lib/hooks/useInfiniteScroll.ts'

export type PagedList<T> = {
  items: T[]
  loading: boolean
  hasMore: boolean
  failed: boolean
  loadMore: () => void
}

/**
 * A list whose first page came from the loader (SSR) and whose next pages load on scroll
 * through the browser. A new first page (the filters changed) starts the list again.
 */
export function usePagedList<T>(
  first: Page<T> | null,
  fetchPage: (page: number) => Promise<Page<T>>,
): PagedList<T> {
  const [state, setState] = useState({ items: first?.list ?? [], page: 1, hasMore: first?.hasMore ?? false })
  const [loading, setLoading] = useState(first === null)
  const [failed, setFailed] = useState(false)
  const generation = useRef(0)
  const fetcher = useRef(fetchPage)
  fetcher.current = fetchPage

  const load = useCallback((page: number, append: boolean) => {
    const mine = generation.current
    setLoading(true)
    setFailed(false)
    fetcher
      .current(page)
      .then((next) => {
        if (mine !== generation.current) return
        setState((s) => ({
          items: append ? [...s.items, ...next.list] : next.list,
          page,
          hasMore: next.hasMore,
        }))
      })
      .catch(() => mine === generation.current && setFailed(true))
      .finally(() => mine === generation.current && setLoading(false))
  }, [])

  useEffect(() => {
    generation.current += 1
    if (first) {
      setState({ items: first.list, page: 1, hasMore: first.hasMore })
      setLoading(false)
      setFailed(false)
    } else load(1, false)
  }, [first, load])

  // After a failure the same page is asked again (the button under the grid).
  const loadMore = useCallback(() => {
    if (loading) return
    if (failed) load(state.items.length ? state.page + 1 : 1, state.items.length > 0)
    else if (state.hasMore) load(state.page + 1, true)
  }, [loading, state, failed, load])

  useInfiniteScroll({ onLoadMore: loadMore, disabled: !state.hasMore || loading || failed })
  return { items: state.items, loading, hasMore: state.hasMore, failed, loadMore }
}
